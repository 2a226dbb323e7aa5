#!/usr/bin/env node
// `pnpm codegen`: the GraphQL schema's typed documents, resolver types, zod schemas and constants
// (graphql-codegen) and the translations' types and loaders (typesafe-i18n), side by side. Both
// tools narrate every step; this prints one line, and a tool's whole output only when it fails.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const steps = {
  GraphQL: ['exec', 'graphql-codegen', '--config', 'codegen.ts'],
  translations: ['--filter', '@acq/locales', 'exec', 'typesafe-i18n', '--no-watch'],
};

const started = performance.now();
const results = await Promise.allSettled(Object.values(steps).map((args) => run('pnpm', args)));
let failed = false;
for (const [index, result] of results.entries()) {
  if (result.status === 'fulfilled') continue;
  failed = true;
  const { stdout = '', stderr = '', code } = result.reason;
  process.stderr.write(`${stdout}${stderr}\ncodegen: ${Object.keys(steps)[index]} failed (exit ${code})\n`);
}
if (failed) process.exit(1);
console.log(`codegen: GraphQL and translations generated (${((performance.now() - started) / 1000).toFixed(1)} s)`);
