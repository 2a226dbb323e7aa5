import { isLocale } from '@acq/locales';
import type { Locales } from '@acq/locales/types';

/** The part of `document` the cookie helpers use; pass `document` in the browser, a plain object in tests. */
export interface CookieDocument {
  cookie: string;
}

export const langCookieName = 'lang';
export const localeCookieName = 'locale';

/** docs/product.md §9: the largest max-age, i.e. the visitor's choice is kept for good. */
export const langCookieMaxAgeSeconds = 2147483647;
export const localeCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

export function readCookie(doc: CookieDocument, name: string): string | null {
  for (const pair of doc.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

function readLocale(doc: CookieDocument, name: string): Locales | null {
  const value = readCookie(doc, name);
  return value !== null && isLocale(value) ? value : null;
}

// A page served over HTTPS sets its cookies Secure (the server does the same for its own: server/app.ts).
const secure = () => (globalThis.location?.protocol === 'https:' ? '; Secure' : '');

/** Stores the visitor's language choice: `lang=de; Max-Age=2147483647; Path=/; SameSite=Lax` (docs/product.md §9). */
export function writeLangCookie(doc: CookieDocument, locale: Locales): void {
  // Callers cast <select> values to Locales; anything else must not reach the cookie header.
  if (!isLocale(locale)) return;
  doc.cookie = `${langCookieName}=${locale}; Max-Age=${langCookieMaxAgeSeconds}; Path=/; SameSite=Lax${secure()}`;
}

/** The stored language choice when it is a supported locale code, else null. */
export function readLangCookie(doc: CookieDocument): Locales | null {
  return readLocale(doc, langCookieName);
}

/**
 * Stores the current locale for 365 days, path / (docs/product.md §9). When the site runs cross-origin
 * (embedded), only SameSite=None lets the cookie be sent, and browsers accept None only with Secure.
 */
export function writeLocaleCookie(doc: CookieDocument, locale: Locales, { crossOrigin = false } = {}): void {
  if (!isLocale(locale)) return;
  const sameSite = crossOrigin ? 'SameSite=None; Secure' : `SameSite=Lax${secure()}`;
  doc.cookie = `${localeCookieName}=${locale}; Max-Age=${localeCookieMaxAgeSeconds}; Path=/; ${sameSite}`;
}

/** The stored locale when it is a supported locale code, else null. */
export function readLocaleCookie(doc: CookieDocument): Locales | null {
  return readLocale(doc, localeCookieName);
}
