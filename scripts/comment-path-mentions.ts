import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  expandBraces,
  extensions,
  lineAt,
  looksLikePath,
  trimPunctuation,
  type PathMention,
} from './doc-path-mentions';
import { hasPlaceholder } from './doc-path-placeholders';

// The file paths the code's comments name (doc-paths.ts checks that they resolve).

const codeFile = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css|conf|template|graphql|yml)$/;

// Generated code's comments are its generator's: the files ESLint and Prettier leave alone too.
const generated = (file: string) => file.split('/').includes('__generated__') || file.startsWith('locales/i18n-');

// Comments that cite another repository's files: the header audit re-implements Mozilla's HTTP
// Observatory, and its comments name the Observatory's source files (src/…).
const citesOtherRepository = [{ files: /^scripts\/audit-headers[/.]/, paths: /^src\// }];

/** The code files git tracks (so nothing installed, built or left lying about). */
export function codeFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached'], {
    cwd: root,
    encoding: 'utf8',
  });
  return [...new Set(listed.split('\0'))]
    .filter((file) => codeFile.test(file) && !generated(file) && existsSync(path.join(root, file)))
    .sort();
}

interface Comment {
  offset: number;
  text: string;
}

// TypeScript's parser finds a script's comments, so that a `//` or `/*` in a string, a template,
// a regular expression or JSX text is none.
function scriptComments(file: string, text: string): Comment[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : /\.[mc]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const comments = new Map<number, string>();
  const add = (ranges: ts.CommentRange[] = []) => {
    for (const range of ranges) comments.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.JsxText) return;
    add(ts.getLeadingCommentRanges(text, node.pos));
    add(ts.getTrailingCommentRanges(text, node.end));
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return [...comments].map(([offset, comment]) => ({ offset, text: comment }));
}

function comments(file: string, text: string): Comment[] {
  const found = (pattern: RegExp) => [...text.matchAll(pattern)].map((m) => ({ offset: m.index, text: m[0] }));
  if (file.endsWith('.css')) return found(/\/\*[\s\S]*?\*\//g);
  // nginx's configuration and GraphQL: from a `#` at the start of a line or after a space.
  if (/\.(conf|template|graphql)$/.test(file)) return found(/(?<=^|[ \t])#[^\n]*/gm);
  // The alerts' rules: their runbooks (annotations) are prose that names files, as comments are.
  if (file.endsWith('.yml')) return [{ offset: 0, text }];
  return scriptComments(file, text);
}

// In a comment's prose a path has a folder: a `/` inside, and a known extension (`<dir>/<name>.ts`)
// or a trailing `/` (`<dir>/<dir>/`). A name alone is not checked: a moved file keeps its name, and
// comments also name files that code writes (`fonts.css`) or other projects hold (`cors.js`). Nor
// is a path with a placeholder, which the documents' check expands: in comments they name what a
// build or a script writes (`<dist>/server/index.js`, `assets/entry.client-<hash>.js`).
function commentPaths(comment: string): { index: number; path: string }[] {
  return [...comment.matchAll(/\S+/g)].flatMap((word) =>
    expandBraces(trimPunctuation(word[0].replaceAll('`', '')).replace(/'s$/, ''))
      .filter((token) => /.\/./.test(token) && (extensions.test(token) || token.endsWith('/')))
      .filter((token) => looksLikePath(token) && !hasPlaceholder(token))
      .map((token) => ({ index: word.index, path: token })),
  );
}

export function commentMentions(root: string): PathMention[] {
  return codeFiles(root).flatMap((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    const other = citesOtherRepository.find(({ files }) => files.test(file));
    return comments(file, text).flatMap((comment) =>
      commentPaths(comment.text)
        .filter((found) => !other?.paths.test(found.path))
        .map((found) => ({
          doc: file,
          line: lineAt(text, comment.offset + found.index),
          path: found.path,
          kind: 'comment' as const,
        })),
    );
  });
}
