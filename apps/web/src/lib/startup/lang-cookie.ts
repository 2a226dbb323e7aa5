import { isLocale } from '@acq/locales';
import type { Locales } from '@acq/locales/types';
// Relative: the server's refusal pages reach this module outside the bundler too (scripts/edge-pages.ts).
import { overHttps, plainCookie, plainValue } from '../plain-cookie';

/** The part of `document` the browser's cookie helpers use; pass `document`, or a plain object in tests. */
export interface CookieDocument {
  cookie: string;
}

/** docs/product.md §9: the largest max-age, i.e. the visitor's choice is kept for good. */
export const langCookieMaxAgeSeconds = 2147483647;
export const localeCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

/**
 * The visitor's language choice (docs/product.md §9), written by the language switch: the browser's,
 * or the server's without scripts. Not HttpOnly: a script could not replace it then. The serializer
 * writes the largest Max-Age browsers keep (400 days, RFC 6265bis), which is "for good" to them.
 */
export const langCookie = plainCookie('lang', { maxAge: langCookieMaxAgeSeconds, path: '/', sameSite: 'lax' });

/** The current locale for the shop's other apps (docs/product.md §9), which read it as it is. */
export const localeCookie = plainCookie('locale', { maxAge: localeCookieMaxAgeSeconds, path: '/', sameSite: 'lax' });

async function localeIn(cookie: typeof langCookie, header: string | null | undefined): Promise<Locales | null> {
  const value = await plainValue(cookie, header);
  return value !== null && isLocale(value) ? value : null;
}

/** The stored language choice of a Cookie header when it is a supported locale code, else null. */
export const langOf = (header: string | null | undefined) => localeIn(langCookie, header);

/** The stored locale of a Cookie header when it is a supported locale code, else null. */
export const localeOf = (header: string | null | undefined) => localeIn(localeCookie, header);

/**
 * Stores the visitor's language choice in the browser, Secure on a page served over HTTPS. Callers
 * cast <select> values to Locales; anything else must not reach the cookie.
 */
export async function writeLangCookie(doc: CookieDocument, locale: Locales): Promise<void> {
  if (!isLocale(locale)) return;
  doc.cookie = await langCookie.serialize(locale, { secure: overHttps(globalThis.location.href) });
}

/**
 * Keeps the locale cookie in the browser where the server could not set it: on a page a shared
 * cache served (it sets no cookie), and embedded in another site's page, which only the browser
 * can tell. There only SameSite=None lets the cookie be sent, and browsers take None only with
 * Secure.
 */
export async function keepLocaleCookie(doc: CookieDocument, locale: Locales, { crossOrigin = false } = {}) {
  if (!isLocale(locale) || (!crossOrigin && (await localeOf(doc.cookie)) === locale)) return;
  doc.cookie = await localeCookie.serialize(
    locale,
    crossOrigin ? { sameSite: 'none', secure: true } : { secure: overHttps(globalThis.location.href) },
  );
}
