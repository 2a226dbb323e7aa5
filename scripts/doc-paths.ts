import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { commentMentions } from './comment-path-mentions';
import { mentions, type PathMention } from './doc-path-mentions';
import { expandPlaceholders } from './doc-path-placeholders';

// Which of the file paths the documents and the code's comments name do not resolve.
// doc-paths.test.ts runs it.

export interface BrokenPath extends PathMention {
  lookedIn: string[]; // the folders the path was looked for from
  suggestions: string[]; // files elsewhere with the same name, for the fix
}

// Build outputs are in no repository. These are what the builds make: `pnpm build`
// (react-router build: the client into apps/web/dist/client, apps/web/server/main.ts bundled by
// apps/web/vite.config.ts into React Router's server entry) and `pnpm contract:bundle`. A path under a
// dist/ folder must be one of them (or inside dist/client), and, when that dist/ folder exists
// (after a build), exist there too: the documents name what the build really makes.
const buildOutputs = [
  'apps/web/dist/client/',
  'apps/web/dist/server/index.js',
  'contract-tests/dist/verify-acquisition-contracts.mjs',
];

function buildOutputExists(root: string, p: string): boolean {
  const segments = p.split('/');
  const distDir = segments.slice(0, segments.indexOf('dist') + 1).join('/');
  const known = buildOutputs.some((output) =>
    output.endsWith('/')
      ? (p + '/').startsWith(output) || output.startsWith(p + '/')
      : output === p || output.startsWith(p + '/'),
  );
  return known && (!existsSync(path.join(root, distDir)) || existsSync(path.join(root, p)));
}

function exists(root: string, p: string): boolean {
  const normal = path.posix.normalize(p).replace(/\/$/, '');
  if (normal.startsWith('../')) return false;
  if (normal.split('/').includes('dist')) return buildOutputExists(root, normal);
  return expandPlaceholders(root, normal).some((candidate) => existsSync(path.join(root, candidate)));
}

// Where a relative path is looked for. A markdown link is relative to its document, as a reader
// following it sees it. A path in backticks is looked for, in order: beside the document (the
// mock backend's README names its own files from its folder), from the repository root (most
// mentions), from apps/web (`server/…`, `e2e/…`, `build/…`, as its scripts and configs name them)
// and from apps/web/src, the app's directory (`app/…`, `lib/…`, `features/…`, as the code's `@/`
// imports name them). The Dockerfile: see dockerfileMentions. A comment: see commentBases.
function bases(root: string, mention: PathMention): string[] {
  const docDir = path.posix.dirname(mention.doc);
  if (mention.kind === 'comment') return commentBases(root, mention);
  if (mention.kind === 'link') return [docDir];
  if (mention.kind === 'copy') return ['.'];
  if (mention.kind === 'cmd') return ['apps/web'];
  return [...new Set([docDir, '.', 'apps/web', 'apps/web/src'])];
}

// A comment's `./x` or `../x` is relative to its file, as an import is. Any other path is looked
// for beside the file, from its package's folder and that folder's src/ (`server/…` and `lib/…` in
// apps/web), and from the repository root; no further, so that a path that resolves only by chance
// somewhere else is still found.
function commentBases(root: string, mention: PathMention): string[] {
  const fileDir = path.posix.dirname(mention.doc);
  if (/^\.\.?\//.test(mention.path)) return [fileDir];
  let pkg = fileDir;
  while (pkg !== '.' && !existsSync(path.join(root, pkg, 'package.json'))) pkg = path.posix.dirname(pkg);
  const packageBases = pkg === '.' ? [] : [pkg, `${pkg}/src`];
  return [...new Set([fileDir, ...packageBases, '.'])];
}

// What git ignores is made by a tool or a build, and absent from a fresh clone
// (`apps/web/src/app/styles/generated/`): a path inside it may be named. Build outputs under dist/
// are held to what the builds make (exists) before this.
function ignoredByGit(root: string, p: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '--quiet', '--no-index', p], { cwd: root, stdio: 'ignore' });
    return true;
  } catch {
    return false; // 1: not ignored; 128: not a git repository
  }
}

// Every file and folder of the repository by name, without what is installed or built.
function namesIndex(root: string): Map<string, string[]> {
  const index = new Map<string, string[]>();
  const skip = new Set([
    'node_modules',
    '.git',
    'dist',
    'dist-e2e',
    'test-results',
    'playwright-report',
    '.react-router',
  ]);
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (skip.has(entry.name)) continue;
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      index.set(entry.name, [...(index.get(entry.name) ?? []), rel]);
      if (entry.isDirectory()) walk(rel);
    }
  };
  walk('');
  for (const output of buildOutputs) {
    const name = path.posix.basename(output);
    index.set(name, [...(index.get(name) ?? []), output]);
  }
  return index;
}

export function brokenPaths(root: string): BrokenPath[] {
  let index: Map<string, string[]> | undefined;
  const byName = (name: string) => (index ??= namesIndex(root)).get(name) ?? [];
  const broken: BrokenPath[] = [];
  for (const mention of [...mentions(root), ...commentMentions(root)]) {
    const lookedIn = bases(root, mention);
    const candidates = lookedIn.map((base) => path.posix.join(base, mention.path));
    if (candidates.some((candidate) => exists(root, candidate))) continue;
    if (!mention.path.split('/').includes('dist') && candidates.some((c) => ignoredByGit(root, c))) continue;
    const name = path.posix.basename(mention.path.replace(/\/$/, ''));
    // A bare file name in backticks (`index.ts` of `locales/en/`) names a file by its name: the
    // sentence around it says where, so it must be the name of some file of the repository; the
    // same for a folder's name (`__generated__/`).
    if (mention.kind === 'code' && !mention.path.replace(/\/$/, '').includes('/') && byName(name).length > 0) continue;
    broken.push({ ...mention, lookedIn, suggestions: byName(name) });
  }
  return broken;
}

export function formatBroken(broken: BrokenPath): string {
  const where =
    broken.kind === 'link'
      ? `relative to ${path.posix.dirname(broken.doc)}/`
      : `looked for from ${broken.lookedIn.join(', ')}`;
  const problem = broken.path.split('/').includes('dist')
    ? `is not what the builds make (${buildOutputs.join(', ')})`
    : 'does not exist';
  const hint =
    broken.suggestions.length > 0 ? `; a file of that name: ${broken.suggestions.slice(0, 5).join(', ')}` : '';
  return `${broken.doc}:${broken.line}: \`${broken.path}\` ${problem} (${where})${hint}`;
}
