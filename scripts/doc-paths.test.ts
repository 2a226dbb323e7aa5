import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { mentions } from './doc-path-mentions';
import { brokenPaths, formatBroken } from './doc-paths';

const root = fileURLToPath(new URL('..', import.meta.url));

test('every file path the Dockerfile, the READMEs and docs/ name exists', () => {
  // Each line: document:line: `path` and what is wrong, with a file of the same name where one
  // exists (a moved file): fix the document's path. scripts/doc-paths.ts says how paths are found.
  const broken = brokenPaths(root).map(formatBroken);
  expect(broken, `Paths in the documents that do not resolve:\n${broken.join('\n')}\n`).toEqual([]);
  // The documents are read at all: a change to how they are parsed that finds nothing fails here.
  expect(mentions(root).length).toBeGreaterThan(100);
});

const fixture = mkdtempSync(path.join(tmpdir(), 'doc-paths-'));
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

test('a moved file, a wrong build output and a broken link are found; the rest are not paths', () => {
  const write = (file: string, text = '') => {
    mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    writeFileSync(path.join(fixture, file), text);
  };
  write('package.json');
  write('apps/web/src/lib/startup/token-page-loader.ts');
  write('apps/web/dist/server/index.js');
  write(
    'Dockerfile',
    'COPY package.json missing.json ./\nCOPY --from=build /out/dist ./dist\nCMD ["node", "dist/server/main.js"]\n',
  );
  write(
    'docs/notes.md',
    [
      'Moved: `app/routes/token-page-loader.ts`; fine: `lib/startup/token-page-loader.ts`, `token-page-loader.ts`.',
      'Not paths: `/registration/formfinished`, `https://example.com/a.ts`, `*.test.ts`, `<path>.data`,',
      '`@acq/web`, `apps/web/node_modules/.cache`, `{host}/sub/{key}`, `text/plain`, `.graphql`.',
      '[back](../package.json) [broken](package.json) `node apps/web/dist/server/main.js`',
    ].join('\n'),
  );
  expect(brokenPaths(fixture).map(formatBroken)).toEqual([
    'Dockerfile:1: `missing.json` does not exist (looked for from .)',
    expect.stringMatching(/^Dockerfile:3: `dist\/server\/main.js` is not what the builds make/),
    'docs/notes.md:1: `app/routes/token-page-loader.ts` does not exist (looked for from docs, ., apps/web, apps/web/src); a file of that name: apps/web/src/lib/startup/token-page-loader.ts',
    expect.stringMatching(/^docs\/notes.md:4: `apps\/web\/dist\/server\/main.js` is not what the builds make/),
    'docs/notes.md:4: `package.json` does not exist (relative to docs/); a file of that name: package.json',
  ]);
});
