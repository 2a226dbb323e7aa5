#!/usr/bin/env node
// `pnpm contract:bundle`: the backend teams' verifier as one file with the pacts inside
// (dist/verify-acquisition-contracts.mjs), which CI publishes as an artefact: a backend team needs
// that file, Node and npx, and nothing of this repository.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const pactsDir = path.join(here, '../pacts');
const target = path.join(here, '../dist/verify-acquisition-contracts.mjs');
const placeholder = 'const embeddedPacts = null;';

const pacts = readdirSync(pactsDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(path.join(pactsDir, file), 'utf8')));
if (pacts.length === 0) throw new Error(`No pacts in ${pactsDir}: run the contract tests first.`);
const source = readFileSync(path.join(here, 'verify-provider.mjs'), 'utf8');
if (!source.includes(placeholder)) throw new Error(`verify-provider.mjs lacks \`${placeholder}\``);

mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, source.replace(placeholder, `const embeddedPacts = ${JSON.stringify(pacts)};`));
const interactions = pacts.reduce((sum, pact) => sum + pact.interactions.length, 0);
console.log(`${path.relative(process.cwd(), target)}: the verifier with ${interactions} interactions inside`);
