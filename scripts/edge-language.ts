// The caching edge's language precedence, edge/language.conf, for the site's languages: nginx has
// no list to loop over, so each of its maps names every language in a regular expression of its
// own. Written by `pnpm codegen` (after the translations, whose list it reads) from
// edge/language.conf.template; `pnpm codegen:check` and scripts/edge-language.test.ts fail when
// the committed file is not what the list makes.
//
//   node --import tsx scripts/edge-language.ts
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseLocale, locales } from '../locales/i18n-util.ts';

export const languageConfFile = fileURLToPath(new URL('../edge/language.conf', import.meta.url));
const templateFile = `${languageConfFile}.template`;

const header =
  '# Written by `pnpm codegen` (scripts/edge-language.ts) from language.conf.template and the\n' +
  "# site's languages (the folders of locales/): edit those, not this file.\n";

/**
 * language.conf for these languages: the template without its own notes (`##`), each language's
 * code where it names them. A code must be two lower-case letters, as the maps read them (a
 * region, `pt-BR`, would need maps of another form).
 */
export function languageConf(languages: readonly string[], base: string): string {
  const unreadable = languages.filter((code) => !/^[a-z]{2}$/.test(code));
  if (unreadable.length > 0) throw new Error(`edge/language.conf reads two-letter codes, not ${unreadable.join(', ')}`);
  if (!languages.includes(base)) throw new Error(`The base language ${base} is not among ${languages.join(', ')}`);
  const others = languages.filter((code) => code !== base);
  const lines = readFileSync(templateFile, 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('##'))
    .flatMap((line) =>
      line.includes('{{LANGUAGE}}') ? others.map((code) => line.replaceAll('{{LANGUAGE}}', code)) : [line],
    );
  return (
    header +
    lines
      .join('\n')
      .replaceAll('{{LANGUAGES}}', [base, ...others].join('|'))
      .replaceAll('{{BASE}}', base)
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(languageConfFile, languageConf(locales, baseLocale));
}
