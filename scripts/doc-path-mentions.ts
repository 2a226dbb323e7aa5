import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { placeholder } from './doc-path-placeholders';

// The file paths the documents name (doc-paths.ts checks that they resolve; the code's comments:
// comment-path-mentions.ts).

export interface PathMention {
  doc: string; // the document or code file, relative to the repository root
  line: number;
  path: string; // as written, without a link's #anchor
  kind: 'code' | 'link' | 'copy' | 'cmd' | 'comment';
}

// The documentation: the Dockerfile, every README (the repository's, an app's, a folder's such as
// apps/web/content/images/) and every page under docs/, its decision records included. The site's
// own content (the markdown pages it renders) is no documentation of the repository.
export function documents(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', '*.md'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file === 'README.md' || file.endsWith('/README.md') || /^docs\/.+\.md$/.test(file));
  return ['Dockerfile', ...new Set(listed)].filter((doc) => existsSync(path.join(root, doc))).sort();
}

export const extensions = /\.(ts|tsx|mts|js|mjs|cjs|json|md|css|yaml|yml|graphql|conf|template|svg|html)$/;

// Written like paths, but not of this repository: a package's module, other repositories' files
// that the conventions point to, Pact's interaction type, and a folder relative to the script its
// sentence names.
const notRepositoryPaths = new Set([
  'preact/compat',
  'apps/react-vite',
  'src/graphql/CheckoutAddLine.graphql',
  'Synchronous/HTTP',
  '../pacts',
]);

// What looks like a file path: a `/` or a known extension, and none of the things that are not
// paths in this repository: URLs and `node:` specifiers, routes and system paths (`/…`), home
// paths, globs, other placeholders (`{host}`) and elisions, query strings, variables, scoped
// package names (`@acq/web`), MIME types, an extension alone (`.graphql`), anything inside
// node_modules, and the list above.
export function looksLikePath(token: string): boolean {
  if (!token.includes('/') && !extensions.test(token)) return false;
  if (/^[a-z][a-z0-9+.-]*:|:\/\//i.test(token)) return false;
  if (/^[/~@]/.test(token)) return false;
  if (/[*<>?=${}]|\.\.\.|…/.test(token.replace(placeholder, 'name'))) return false;
  if (/^\.[a-z]+$/.test(token)) return false;
  if (notRepositoryPaths.has(token)) return false;
  if (/^(application|text|multipart|image|font|audio|video)\/[\w.+-]+$/.test(token)) return false;
  if (token.split('/').includes('node_modules')) return false;
  return token !== '.' && token !== './';
}

// `a/{b,c}/d` names a/b/d and a/c/d.
export function expandBraces(token: string): string[] {
  const match = /\{([^{}]*,[^{}]*)\}/.exec(token);
  if (!match) return [token];
  const [whole, inner = ''] = match;
  return inner
    .split(',')
    .flatMap((part) => expandBraces(token.slice(0, match.index) + part + token.slice(match.index + whole.length)));
}

export const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;
export const trimPunctuation = (token: string) => token.replace(/^["'(,;:]+|["'),;:.]+$/g, '');

function markdownMentions(doc: string, text: string): PathMention[] {
  const mentions: PathMention[] = [];
  const add = (offset: number, token: string, kind: PathMention['kind']) => {
    for (const p of expandBraces(trimPunctuation(token)))
      if (looksLikePath(p)) mentions.push({ doc, line: lineAt(text, offset), path: p, kind });
  };
  // Fenced blocks hold commands and sketches ("schema/  acquisition.graphql: …"): only a word with
  // both a `/` and a known extension counts there (`pnpm test:unit apps/web/src/…/x.test.ts`).
  // They are blanked out, line breaks kept, so that their backticks start no code span.
  const prose = text.replace(/^( *)(```|~~~)[^\n]*\n[\s\S]*?^\1\2 *$/gm, (block, _indent, _fence, offset: number) => {
    for (const word of block.matchAll(/\S+/g)) {
      const token = trimPunctuation(word[0]);
      if (token.includes('/') && extensions.test(token)) add(offset + word.index, token, 'code');
    }
    return block.replace(/[^\n]/g, ' ');
  });
  // A code span that is one word is checked as it is; in a longer span (a command) the same
  // strict rule as in fenced blocks picks the words.
  for (const span of prose.matchAll(/`([^`]+)`/g)) {
    const words = span[1]!.trim().split(/\s+/);
    if (words.length === 1) add(span.index, words[0]!, 'code');
    else
      for (const word of words) {
        const token = trimPunctuation(word);
        if (token.includes('/') && extensions.test(token)) add(span.index, token, 'code');
      }
  }
  for (const link of prose.matchAll(/\]\(([^)\s#]*)(#[^)\s]*)?(?:\s+"[^"]*")?\)/g)) {
    const target = link[1]!;
    if (target && !/^[a-z][a-z0-9+.-]*:/i.test(target))
      mentions.push({ doc, line: lineAt(prose, link.index), path: target, kind: 'link' });
  }
  return mentions.sort((a, b) => a.line - b.line);
}

// The Dockerfile's build context is the repository root: every COPY source without --from is a
// repository path. COPY --from sources are files of an earlier stage, not of the repository. The
// web image's CMD runs in its /app, which holds apps/web's deployment with apps/web/dist as dist/,
// so its paths are apps/web paths (and build outputs: see `buildOutputs`); a CMD of a stage that
// works in the build stage's copy of the repository (/repo: the mock backend's) names repository paths.
function dockerfileMentions(doc: string, text: string): PathMention[] {
  const mentions: PathMention[] = [];
  const workdirs = new Map<string, string>(); // each stage's WORKDIR, which a stage built FROM it inherits
  let stage = '';
  text.split('\n').forEach((line, index) => {
    const [instruction = '', ...args] = line.trim().split(/\s+/);
    if (/^FROM$/i.test(instruction)) {
      stage = args[2] ?? `#${index}`;
      workdirs.set(stage, workdirs.get(args[0] ?? '') ?? '/');
    }
    if (/^WORKDIR$/i.test(instruction)) workdirs.set(stage, args[0] ?? '/');
    if (/^COPY$/i.test(instruction) && !args.some((arg) => arg.startsWith('--from='))) {
      for (const source of args.filter((arg) => !arg.startsWith('--')).slice(0, -1))
        if (source !== '.') mentions.push({ doc, line: index + 1, path: source, kind: 'copy' });
    }
    if (/^CMD$/i.test(instruction)) {
      const rest = line.trim().slice(instruction.length).trim();
      const words: string[] = rest.startsWith('[') ? JSON.parse(rest) : rest.split(/\s+/);
      for (const word of words)
        if (looksLikePath(word))
          mentions.push({ doc, line: index + 1, path: word, kind: workdirs.get(stage) === '/repo' ? 'copy' : 'cmd' });
    }
  });
  return mentions;
}

export function mentions(root: string): PathMention[] {
  return documents(root).flatMap((doc) => {
    const text = readFileSync(path.join(root, doc), 'utf8');
    return doc === 'Dockerfile' ? dockerfileMentions(doc, text) : markdownMentions(doc, text);
  });
}
