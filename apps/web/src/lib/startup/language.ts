import { baseLocale, isLocale } from '@acq/locales';
import type { Locales } from '@acq/locales/types';
import { localeOfPath } from './locale-path';

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

export interface LocaleSources {
  /** The `lang` query parameter. */
  queryLang?: string | null;
  /** The `lang` cookie. */
  cookieLang?: string | null;
  /** The current path; its prefix names a language. */
  pathname?: string;
  /** `navigator.languages`. */
  browserLanguages?: readonly string[];
}

/** docs/architecture.md's precedence: `?lang` > `lang` cookie > path prefix > browser languages > en. */
export function resolveLocale({ queryLang, cookieLang, pathname, browserLanguages }: LocaleSources): Locales {
  return (
    supportedLocale(queryLang) ??
    supportedLocale(cookieLang) ??
    (pathname === undefined ? null : localeOfPath(pathname)) ??
    browserLocale(browserLanguages ?? []) ??
    baseLocale
  );
}
