// @vitest-environment jsdom
import type { Locales } from '@acq/locales/types';
import { afterEach, describe, expect, it } from 'vitest';
import { keepLocaleCookie, langCookie, langOf, localeCookie, localeOf, writeLangCookie } from './lang-cookie';

describe('the lang cookie', () => {
  it('is written as docs/product.md §9 says, its Max-Age the largest browsers keep', async () => {
    const doc = { cookie: '' };
    await writeLangCookie(doc, 'de');
    // 2147483647 s asked; the serializer caps it at 400 days, as browsers do (RFC 6265bis).
    expect(doc.cookie).toBe('lang=de; Max-Age=34560000; Path=/; SameSite=Lax');
  });

  it('is Secure when the server answers a request that came over HTTPS', async () => {
    expect(await langCookie.serialize('fr', { secure: true })).toBe(
      'lang=fr; Max-Age=34560000; Path=/; Secure; SameSite=Lax',
    );
  });

  it('writes nothing for a value that is not a locale (a cast <select> value)', async () => {
    const doc = { cookie: '' };
    await writeLangCookie(doc, 'de; Domain=evil.example' as Locales);
    expect(doc.cookie).toBe('');
  });
});

describe('keepLocaleCookie', () => {
  it('keeps the locale 365 days with SameSite=Lax, once', async () => {
    const doc = { cookie: '' };
    await keepLocaleCookie(doc, 'fr');
    expect(doc.cookie).toBe('locale=fr; Max-Age=31536000; Path=/; SameSite=Lax');
    doc.cookie = 'locale=fr';
    await keepLocaleCookie(doc, 'fr');
    expect(doc.cookie).toBe('locale=fr');
  });

  it('uses SameSite=None with Secure cross-origin, always', async () => {
    const doc = { cookie: 'locale=fr' };
    await keepLocaleCookie(doc, 'fr', { crossOrigin: true });
    expect(doc.cookie).toBe('locale=fr; Max-Age=31536000; Path=/; Secure; SameSite=None');
  });

  it('writes nothing for a value that is not a locale', async () => {
    const doc = { cookie: '' };
    await keepLocaleCookie(doc, '__proto__' as Locales);
    expect(doc.cookie).toBe('');
  });

  it('is written by the server as the browser writes it', async () => {
    expect(await localeCookie.serialize('it', { secure: false })).toBe(
      'locale=it; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });
});

describe('langOf and localeOf', () => {
  it.each([
    ['lang=de', 'de'],
    ['a=1; lang=sv; b=2', 'sv'],
    ['lang=pl; lang=de', 'pl'],
    ['lang=%64%65', 'de'],
  ])('%s -> %s', async (cookie, locale) => expect(await langOf(cookie)).toBe(locale));

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
  ])('%j -> null', async (cookie) => expect(await langOf(cookie)).toBeNull());

  it('reads the locale cookie apart from the lang cookie', async () => {
    expect(await localeOf('lang=de; locale=it')).toBe('it');
    expect(await localeOf('lang=de')).toBeNull();
    expect(await langOf(null)).toBeNull();
  });
});

describe('with the browser document', () => {
  afterEach(() => {
    for (const name of ['lang', 'locale']) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });

  it('round-trips through document.cookie', async () => {
    await writeLangCookie(document, 'nl');
    await keepLocaleCookie(document, 'it');
    expect(await langOf(document.cookie)).toBe('nl');
    expect(await localeOf(document.cookie)).toBe('it');
  });
});
