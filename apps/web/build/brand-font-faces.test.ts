import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadedLocales, locales } from '@acq/locales';
import { loadAllLocales } from '@acq/locales/sync';
import { expect, test } from 'vitest';
import { latin, polish } from './brand-font-faces';

// The brand faces are cut to two ranges: a letter outside them is set in the fallback face, in the
// middle of a brand-face word. A new language whose letters they lack fails here, not on screen.
loadAllLocales();
const documents = new URL('../src/features/content/documents/', import.meta.url);

const codePointRanges = `${latin},${polish}`.split(',').map((range) =>
  range
    .replace('U+', '')
    .split('-')
    .map((hex) => Number.parseInt(hex, 16)),
);
const covered = (codePoint: number) =>
  codePointRanges.some(([first, last = first]) => codePoint >= first! && codePoint <= last!);
const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [];

test.each(locales)('the brand faces have every letter of the %s texts and content pages', (locale) => {
  const folder = new URL(`${locale}/`, documents);
  // A language without its documents yet is the content documents' test's to report.
  const files = existsSync(folder) ? readdirSync(folder) : [];
  const pages = files.map((file) => readFileSync(new URL(file, folder), 'utf8'));
  expect(texts(loadedLocales[locale]).length).toBeGreaterThan(100); // every namespace, not just the page's own
  const characters = new Set([...texts(loadedLocales[locale]), ...pages].join('').replace(/\s/g, ''));
  const missing = [...characters].filter((character) => !covered(character.codePointAt(0)!));
  expect(missing.map((character) => `${character} U+${character.codePointAt(0)!.toString(16)}`)).toEqual([]);
});
