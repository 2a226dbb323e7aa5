import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

// docs/architecture.md's conventions: a stylesheet stays short enough to read at once (ESLint's
// max-lines keeps the code's files to 150 lines; CSS has no linter here). Generated ones excepted.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const maxLines = 300;

it(`keeps every stylesheet within ${maxLines} lines`, () => {
  const stylesheets = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.css'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && !file.includes('/generated/'));
  expect(stylesheets.length).toBeGreaterThan(10);
  const tooLong = stylesheets
    .map((file) => ({ file, lines: readFileSync(path.join(root, file), 'utf8').split('\n').length - 1 }))
    .filter(({ lines }) => lines > maxLines);
  expect(tooLong).toEqual([]);
});
