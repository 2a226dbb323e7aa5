import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isLocale } from '@acq/locales';
import type { Locales } from '@acq/locales/types';

/** The browser's module of each language's messages (`/assets/…js`), by language. */
export type MessagesModules = Partial<Record<Locales, string>>;

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
    const locale = /locales\/([a-z]{2})\/index\.ts$/.exec(source)?.[1];
    if (locale && isLocale(locale)) modules[locale] = `/${file}`;
  }
  return modules;
}
