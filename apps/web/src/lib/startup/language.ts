import { baseLocale, isLocale } from '@acq/locales';
import type { Locales } from '@acq/locales/types';
import { acquisitionPathPrefix } from './constants';
import { localeOfPath, localisedPath } from './locale-path';

/** A supported locale code exactly as written (`de`), else null: `DE `, `../../x`, `__proto__` are not codes. */
export function supportedLocale(value: unknown): Locales | null {
  return typeof value === 'string' && isLocale(value) ? value : null;
}

/** The first browser language whose base code is supported: `de-AT` -> de. Language tags are case-insensitive. */
export function browserLocale(languages: readonly string[]): Locales | null {
  for (const language of languages) {
    if (typeof language !== 'string') continue;
    const base = language.trim().split(/[-_]/)[0]?.toLowerCase();
    const locale = supportedLocale(base);
    if (locale) return locale;
  }
  return null;
}

// An entry of Accept-Language (RFC 9110 §12.5.4): a language range (RFC 4647; `_` too, as some
// clients write `de_AT`), optionally weighted. OWS is spaces and tabs; `q` is case-insensitive.
const acceptEntry =
  /^[ \t]*([a-z]{1,8}(?:[-_][a-z0-9]{1,8})*|\*)[ \t]*(?:;[ \t]*q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?))?[ \t]*$/i;

/**
 * Accept-Language's ranges by weight: the highest first, equals in the order listed. Weight 0 is
 * "not this one"; an entry of another form (`q=.5`, `q=2`, a parameter besides q) counts for
 * nothing. Strict, unlike Express's reading, because the caching edge must read it the same way
 * with regular expressions (edge/language.conf).
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  const entries = (header ?? '').split(',').flatMap((text) => {
    const [, range, weight] = acceptEntry.exec(text) ?? [];
    return range ? [{ range, weight: weight === undefined ? 1 : Number(weight) }] : [];
  });
  // Array sort is stable: equals stay in the order listed.
  return entries
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight)
    .map(({ range }) => range);
}

export interface LocaleSources {
  /** The `lang` query parameter. */
  queryLang?: string | null;
  /** The `lang` cookie. */
  cookieLang?: string | null;
  /** The current path; its prefix names a language. */
  pathname?: string;
  /** The browser's languages, most preferred first (`acceptedLanguages`). */
  browserLanguages?: readonly string[];
}

/**
 * The precedence of docs/decisions/0010-language-precedence.md: `?lang` > `lang` cookie > path prefix
 * > browser languages > en.
 * The caching edge picks the same for its own pages (edge/language.conf,
 * apps/web/server/edge-language.test.ts).
 */
export function resolveLocale({ queryLang, cookieLang, pathname, browserLanguages }: LocaleSources): Locales {
  return (
    supportedLocale(queryLang) ??
    supportedLocale(cookieLang) ??
    (pathname === undefined ? null : localeOfPath(pathname)) ??
    browserLocale(browserLanguages ?? []) ??
    baseLocale
  );
}

function isExempt(pathname: string): boolean {
  return pathname === acquisitionPathPrefix.slice(0, -1) || pathname.startsWith(acquisitionPathPrefix);
}

/**
 * Where to redirect so the path carries the language's prefix (docs/product.md §4 "Language"),
 * or null when it already does or the path is exempt. English accepts both `/x` and `/en/x`.
 * Only a path is returned: the caller appends the query string and hash.
 */
export function languageRedirectTarget(pathname: string, locale: Locales): string | null {
  if (isExempt(pathname)) return null;
  const current = localeOfPath(pathname);
  if (current === locale || (locale === baseLocale && current === null)) return null;
  return localisedPath(pathname, locale);
}
