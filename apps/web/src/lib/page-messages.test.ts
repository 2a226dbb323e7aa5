import { readFileSync } from 'node:fs';
import path from 'node:path';
import { i18nObject, loadedLocales } from '@acq/locales';
import { loadLocaleAsync } from '@acq/locales/async';
import sv from '../../../../locales/sv/images/index';
import { describe, expect, it } from 'vitest';
import { routeTable } from '@/app/route-table';
import { loadMessages, namespacesOf, pageNamespaces, prepareNamespaces, type PageNamespace } from './page-messages';

const src = path.resolve(import.meta.dirname, '..');

describe('page messages', () => {
  it('names each namespace of the matched routes once, in one order', () => {
    const matches = [{ handle: { messages: ['registration'] } }, {}, { handle: { messages: ['registration', 'images'] } }];
    expect(namespacesOf(matches)).toEqual(['images', 'registration']);
  });

  it('fills a namespace in place, so translation functions made before show it', async () => {
    const kept = loadedLocales.sv;
    delete (loadedLocales as Record<string, unknown>).sv;
    try {
      await loadLocaleAsync('sv');
      prepareNamespaces('sv');
      const LL = i18nObject('sv');
      expect(LL.images.hero()).toBe(''); // not there yet: nothing, not another language's text
      await loadMessages('sv', ['images']);
      expect(LL.images.hero()).toBe(sv.hero);
    } finally {
      await loadMessages('sv', pageNamespaces); // the other tests meet every namespace, as the server does
      if (kept) Object.assign(loadedLocales, { sv: { ...kept, ...loadedLocales.sv } });
    }
  });
});

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
  const around = ['root.tsx', 'app/layouts/default.tsx', 'app/layouts/centered.tsx', 'app/layouts/black-inclined-lines.tsx', 'app/layouts/no-footer.tsx'];
  expect(around.flatMap((module) => [...namespacesRead(path.join(src, module))])).toEqual([]);
});
