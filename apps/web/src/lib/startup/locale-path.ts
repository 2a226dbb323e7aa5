import { baseLocale, isLocale } from '@acq/locales';
import type { Locales } from '@acq/locales/types';

// English pages are served unprefixed; `/en/...` is valid too (docs/product.md §2).

/**
 * Collapses leading slashes and backslashes (and the tabs and newlines URL parsers drop between them),
 * so a built path can never become `//host`, another origin.
 */
export function sameOriginPath(pathname: string): string {
  return `/${pathname.replace(/^[/\\\t\n\r]+/, '')}`;
}

/** The language of a path's prefix (`/de/...` -> de), matched case-insensitively as the router does; else null. */
export function localeOfPath(pathname: string): Locales | null {
  const first = sameOriginPath(pathname).split('/')[1]?.toLowerCase() ?? '';
  return isLocale(first) ? first : null;
}

/** The path without its language prefix: `/de/lobby` -> `/lobby`, `/de` -> `/`. */
export function stripLocalePrefix(pathname: string): string {
  const path = sameOriginPath(pathname);
  if (localeOfPath(path) === null) return path;
  return sameOriginPath(path.split('/').slice(2).join('/'));
}

/** The path prefix of a language: '' for English, `/de` for German. */
export function localePrefix(locale: Locales): string {
  return locale === baseLocale ? '' : `/${locale}`;
}

/** The same page in another language: `/de/lobby` + fr -> `/fr/lobby`, + en -> `/lobby`. */
export function localisedPath(pathname: string, locale: Locales): string {
  const bare = stripLocalePrefix(pathname);
  const prefix = localePrefix(locale);
  if (prefix === '') return bare;
  return bare === '/' ? prefix : `${prefix}${bare}`;
}

/** The prefix a path actually carries (`/en/x` -> `/en`, `/x` -> ''), so links stay in the visitor's URL style. */
export function currentPrefix(pathname: string): string {
  const locale = localeOfPath(pathname);
  return locale === null ? '' : `/${locale}`;
}
