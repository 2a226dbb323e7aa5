import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { baseLocale, locales } from '../locales/i18n-util.ts';
import { languageConf, languageConfFile } from './edge-language';

// edge/language.conf is generated from the site's languages (scripts/edge-language.ts); what the
// maps do with them is apps/web/server/edge-language.test.ts's, against nginx and the origin.

test('edge/language.conf is what the languages make (else: `pnpm codegen`, and commit it)', () => {
  expect(readFileSync(languageConfFile, 'utf8')).toBe(languageConf(locales, baseLocale));
});

test('a language added to the list is in every map, and only the base is the default', () => {
  const conf = languageConf([...locales, 'da'], baseLocale);
  const lists = [...conf.matchAll(/\((?:\?<code>|\?:)((?:[a-z]{2}\|)+[a-z]{2})\)/g)].map(([, list]) => list);
  expect(lists).toHaveLength(8); // ?lang, the cookie, the prefix, Accept-Language's five
  for (const list of lists)
    expect(list!.split('|')).toEqual([baseLocale, ...locales.filter((code) => code !== baseLocale), 'da']);
  expect(conf).toContain('"~*^\\|*da" da;');
  expect(conf).not.toContain(`"~*^\\|*${baseLocale}"`);
  expect(conf).toContain(`default ${baseLocale};`);
  expect(conf).not.toMatch(/\{\{|^##/m); // every placeholder filled, the template's notes left out
});

test('a code the maps cannot read is refused, not written', () => {
  expect(() => languageConf([...locales, 'pt-BR'], baseLocale)).toThrow(/two-letter codes, not pt-BR/);
  expect(() => languageConf(['de', 'fr'], 'en')).toThrow(/base language en/);
});
