// @vitest-environment jsdom
import type { Locales } from '@acq/locales/types';
import { afterEach, describe, expect, it } from 'vitest';
import { readLangCookie, readLocaleCookie, writeLangCookie, writeLocaleCookie } from './lang-cookie';

describe('writeLangCookie', () => {
  it('writes the lang cookie as docs/product.md §9 says', () => {
    const doc = { cookie: '' };
    writeLangCookie(doc, 'de');
    expect(doc.cookie).toBe('lang=de; Max-Age=2147483647; Path=/; SameSite=Lax');
  });

  it('writes nothing for a value that is not a locale (a cast <select> value)', () => {
    const doc = { cookie: '' };
    writeLangCookie(doc, 'de; Domain=evil.example' as Locales);
    expect(doc.cookie).toBe('');
  });
});

describe('writeLocaleCookie', () => {
  it('keeps the locale 365 days with SameSite=Lax', () => {
    const doc = { cookie: '' };
    writeLocaleCookie(doc, 'fr');
    expect(doc.cookie).toBe('locale=fr; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('uses SameSite=None with Secure cross-origin', () => {
    const doc = { cookie: '' };
    writeLocaleCookie(doc, 'fr', { crossOrigin: true });
    expect(doc.cookie).toBe('locale=fr; Max-Age=31536000; Path=/; SameSite=None; Secure');
  });

  it('writes nothing for a value that is not a locale', () => {
    const doc = { cookie: '' };
    writeLocaleCookie(doc, '__proto__' as Locales);
    expect(doc.cookie).toBe('');
  });
});

describe('readLangCookie and readLocaleCookie', () => {
  it.each([
    ['lang=de', 'de'],
    ['a=1; lang=sv; b=2', 'sv'],
    ['lang=pl; lang=de', 'pl'],
    ['lang=%64%65', 'de'],
  ])('%s -> %s', (cookie, locale) => expect(readLangCookie({ cookie })).toBe(locale));

  it.each([
    '',
    'lang=',
    'lang=xx',
    'lang=DE',
    'xlang=de',
    'lang=__proto__',
    'lang=..%2F..%2Fx',
    'lang=%E0%A4%A',
    'lang',
  ])('%j -> null', (cookie) => expect(readLangCookie({ cookie })).toBeNull());

  it('reads the locale cookie apart from the lang cookie', () => {
    expect(readLocaleCookie({ cookie: 'lang=de; locale=it' })).toBe('it');
    expect(readLocaleCookie({ cookie: 'lang=de' })).toBeNull();
  });
});

describe('with the browser document', () => {
  afterEach(() => {
    document.cookie = 'lang=; Max-Age=0; Path=/';
    document.cookie = 'locale=; Max-Age=0; Path=/';
  });

  it('round-trips through document.cookie', () => {
    writeLangCookie(document, 'nl');
    writeLocaleCookie(document, 'it');
    expect(readLangCookie(document)).toBe('nl');
    expect(readLocaleCookie(document)).toBe('it');
  });
});
