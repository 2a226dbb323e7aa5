#!/usr/bin/env node
// `pnpm codegen`: the GraphQL schema's typed documents, resolver types, zod schemas and constants
// (graphql-codegen) and the translations' types and loaders (typesafe-i18n), side by side; then
// from the translations' list of languages the edge's language maps (scripts/edge-language.ts).
// The tools narrate every step; this prints one line, and a tool's whole output only when it fails.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
// Each step's commands, one after the other.
const steps = {
  GraphQL: [['pnpm', ['exec', 'graphql-codegen', '--config', 'codegen.ts']]],
  translations: [
    ['pnpm', ['--filter', '@acq/locales', 'exec', 'typesafe-i18n', '--no-watch']],
    [process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'edge-language.ts')]],
  ],
};
const runAll = async (commands) => {
  for (const [command, args] of commands) await run(command, args);
};

const started = performance.now();
const results = await Promise.allSettled(Object.values(steps).map(runAll));
let failed = false;
for (const [index, result] of results.entries()) {
  if (result.status === 'fulfilled') continue;
  failed = true;
  const { stdout = '', stderr = '', code } = result.reason;
  process.stderr.write(`${stdout}${stderr}\ncodegen: ${Object.keys(steps)[index]} failed (exit ${code})\n`);
}
if (failed) process.exit(1);
console.log(
  `codegen: GraphQL, translations and the edge's language maps generated (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
