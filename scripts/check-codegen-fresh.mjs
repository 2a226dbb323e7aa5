// Fails when generated code is out of date: runs `pnpm codegen`, compares, and puts back what was
// there, so the check changes nothing in the working tree.
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';

const generatedFiles = () => [
  ...readdirSync('packages/graphql/src/__generated__').map((file) =>
    path.join('packages/graphql/src/__generated__', file),
  ),
  ...readdirSync('locales')
    .filter((file) => file.startsWith('i18n-'))
    .map((file) => path.join('locales', file)),
  'edge/language.conf',
];

const before = new Map(generatedFiles().map((file) => [file, readFileSync(file, 'utf8')]));
execSync('pnpm codegen', { stdio: ['ignore', 'ignore', 'inherit'] });
const after = new Map(generatedFiles().map((file) => [file, readFileSync(file, 'utf8')]));

const stale = [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file));
for (const file of after.keys()) if (!before.has(file) && existsSync(file)) rmSync(file);
for (const [file, content] of before) writeFileSync(file, content);

if (stale.length > 0) {
  console.error(`Generated code is out of date; run \`pnpm codegen\` and commit:\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log(`Generated code is up to date (${before.size} files).`);
