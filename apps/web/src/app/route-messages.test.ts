import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageNamespaces, type PageNamespace } from '@/lib/page-messages';
import { routeTable } from './route-table';

const src = path.resolve(import.meta.dirname, '..');

// What each route's page reads: the namespaces that the modules it imports, from its route module
// down, use (`LL.<namespace>.`), found by following their imports. A route that reads one it does
// not name would show empty texts after a navigation to it.
const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1]!);

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const ending of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    try {
      readFileSync(base + ending);
      return base + ending;
    } catch {
      // not this one
    }
  }
  return null;
}

function namespacesRead(module: string): Set<PageNamespace> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file) || file.endsWith('.css') || file.includes('.server.')) return;
    seen.add(file);
    for (const specifier of importsOf(file)) {
      const next = resolve(file, specifier);
      if (next) walk(next);
    }
  };
  walk(module);
  const read = new Set<PageNamespace>();
  for (const file of seen) {
    const code = readFileSync(file, 'utf8');
    for (const namespace of pageNamespaces) if (new RegExp(`\\bLL\\.${namespace}\\b`).test(code)) read.add(namespace);
  }
  return read;
}

const namedBy = (module: string) =>
  new Set(
    [...(/pageMessages\(([^)]*)\)/.exec(readFileSync(module, 'utf8'))?.[1] ?? '').matchAll(/'(\w+)'/g)].map(
      (match) => match[1],
    ),
  );

describe.each(routeTable.map((route) => [route.path || '/', route.module] as const))('the page %s', (_, module) => {
  it('names every namespace its code reads', () => {
    const file = path.join(src, module);
    expect([...namespacesRead(file)].filter((namespace) => !namedBy(file).has(namespace))).toEqual([]);
  });
});

it('leaves every namespace to the pages: the document and the layouts around them read none', () => {
  const around = [
    'root.tsx',
    'app/layouts/default.tsx',
    'app/layouts/centered.tsx',
    'app/layouts/black-inclined-lines.tsx',
    'app/layouts/no-footer.tsx',
  ];
  expect(around.flatMap((module) => [...namespacesRead(path.join(src, module))])).toEqual([]);
});
