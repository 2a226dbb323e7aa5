import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isLocale } from '@acq/locales';
import { pageNamespaces, type MessagesModules, type PageNamespace } from '../src/lib/page-messages';

/**
 * Reads from the client build's Vite manifest which chunk holds each language's messages, so that
 * a page can name its own for preloading: the browser then fetches it with the page's other
 * modules instead of after them, and keeps it for every later page (it is not in the page data).
 */
export function messagesModulesOf(clientDir: string): MessagesModules {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return {};
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string; src?: string }>;
  const modules: MessagesModules = {};
  for (const [source, { file }] of Object.entries(manifest)) {
    const [, locale, namespace] = /locales\/([a-z]{2})\/(?:([a-zA-Z]+)\/)?index\.ts$/.exec(source) ?? [];
    if (!locale || !isLocale(locale)) continue;
    const language = (modules[locale] ??= { namespaces: {} });
    if (!namespace) language.module = `/${file}`;
    else if (pageNamespaces.includes(namespace as PageNamespace))
      language.namespaces[namespace as PageNamespace] = `/${file}`;
  }
  return modules;
}
