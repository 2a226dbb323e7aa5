import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { commentMentions } from './comment-path-mentions';
import { mentions } from './doc-path-mentions';
import { brokenPaths, formatBroken } from './doc-paths';

const root = fileURLToPath(new URL('..', import.meta.url));

test("every file path the Dockerfile, the READMEs, docs/ and the code's comments name exists", () => {
  // Each line: file:line: `path` and what is wrong, with a file of the same name where one exists
  // (a moved file): fix the path there. scripts/doc-paths.ts says how paths are found.
  const broken = brokenPaths(root).map(formatBroken);
  expect(broken, `Paths in the documents and comments that do not resolve:\n${broken.join('\n')}\n`).toEqual([]);
  // Both are read at all: a change to how they are parsed that finds nothing fails here.
  expect(mentions(root).length).toBeGreaterThan(100);
  expect(commentMentions(root).length).toBeGreaterThan(100);
}, 30_000); // it parses every code file: a few seconds, more on a busy machine than Vitest's 5 s allow

const fixtures = mkdtempSync(path.join(tmpdir(), 'doc-paths-'));
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

// A repository of its own (the code files are those git lists), with the given files.
function repository(name: string, files: Record<string, string>): string {
  const dir = path.join(fixtures, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  execFileSync('git', ['init', '--quiet'], { cwd: dir });
  execFileSync('git', ['add', '--all'], { cwd: dir });
  return dir;
}

test('a moved file, a wrong build output and a broken link are found; the rest are not paths', () => {
  const files: Record<string, string> = {};
  const write = (file: string, text = '') => (files[file] = text);
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
  expect(brokenPaths(repository('documents', files)).map(formatBroken)).toEqual([
    'Dockerfile:1: `missing.json` does not exist (looked for from .)',
    expect.stringMatching(/^Dockerfile:3: `dist\/server\/main.js` is not what the builds make/),
    'docs/notes.md:1: `app/routes/token-page-loader.ts` does not exist (looked for from docs, ., apps/web, apps/web/src); a file of that name: apps/web/src/lib/startup/token-page-loader.ts',
    expect.stringMatching(/^docs\/notes.md:4: `apps\/web\/dist\/server\/main.js` is not what the builds make/),
    'docs/notes.md:4: `package.json` does not exist (relative to docs/); a file of that name: package.json',
  ]);
});

test("a comment's moved file, wrong build output and broken relative path are found; strings are no comments", () => {
  const dir = repository('comments', {
    'package.json': '{}',
    '.gitignore': 'node_modules/\napps/web/src/styles/generated/\n',
    'apps/web/package.json': '{}',
    'apps/web/src/lib/code-part.ts': [
      '// Moved: apps/web/src/app/code-part.ts; fine: lib/code-part.ts, ./code-part.ts, `apps/web/src/lib/code-part.ts`.',
      '// A name alone is not checked: moved-away.ts. Built: apps/web/dist/server/index.js; not: dist/server/main.js.',
      "const text = 'apps/web/src/gone.ts // no/comment.ts'; /* ../missing/file.ts */",
      'const slashes = /\\/\\/ not\\/a-comment.ts/;',
    ].join('\n'),
    'apps/web/src/styles/tokens.css': '/* From server/app.ts; written into src/styles/generated/ by the build. */\n',
    'apps/web/src/__generated__/graphql.ts': '// Generated from apps/web/gone/schema.graphql.\n',
    'edge/site.conf': '# The server: apps/web/server/old.ts\nlisten 80; # beside edge/site.conf\n',
    'apps/web/server/app.ts': '',
    'node_modules/x/index.js': '// x/gone.js',
  });
  expect(brokenPaths(dir).map(formatBroken)).toEqual([
    'apps/web/src/lib/code-part.ts:1: `apps/web/src/app/code-part.ts` does not exist (looked for from apps/web/src/lib, apps/web, apps/web/src, .); a file of that name: apps/web/src/lib/code-part.ts',
    expect.stringMatching(/^apps\/web\/src\/lib\/code-part.ts:2: `dist\/server\/main.js` is not what the builds make/),
    'apps/web/src/lib/code-part.ts:3: `../missing/file.ts` does not exist (looked for from apps/web/src/lib)',
    'edge/site.conf:1: `apps/web/server/old.ts` does not exist (looked for from edge, .)',
  ]);
});

test('a placeholder in a path stands for the names in its folder: the path must exist for one of them', () => {
  const dir = repository('placeholders', {
    'package.json': '{}',
    'locales/en/images/index.ts': '',
    'locales/de/images/index.ts': '',
    'apps/web/content/images/hero.json': '{}',
    'apps/web/content/images/README.md': [
      '`<id>.json` beside this file; its alt text in `locales/<language>/images/index.ts`.',
      'Not there: `locales/<language>/images.ts`, `<id>.yaml`.',
    ].join('\n'),
    'docs/notes.md':
      'Each language: `locales/<lang>/images/`, `locales/<lang>/<namespace>/index.ts`; not `locales/<lang>/edge/`.',
  });
  expect(brokenPaths(dir).map(formatBroken)).toEqual([
    'apps/web/content/images/README.md:2: `locales/<language>/images.ts` does not exist (looked for from apps/web/content/images, ., apps/web, apps/web/src)',
    'apps/web/content/images/README.md:2: `<id>.yaml` does not exist (looked for from apps/web/content/images, ., apps/web, apps/web/src)',
    'docs/notes.md:1: `locales/<lang>/edge/` does not exist (looked for from docs, ., apps/web, apps/web/src)',
  ]);
});
