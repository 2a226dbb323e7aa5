import { describe, expect, it } from 'vitest';
import { acceptedLanguages, browserLocale, languageRedirectTarget, resolveLocale, supportedLocale } from './language';

describe('supportedLocale', () => {
  it('accepts a supported code exactly as written', () => {
    expect(supportedLocale('de')).toBe('de');
    expect(supportedLocale('en')).toBe('en');
  });

  it.each([
    'DE',
    'DE ',
    ' de',
    'de-AT',
    '../../x',
    '__proto__',
    'constructor',
    'toString',
    '',
    'es',
    'de'.repeat(5000),
  ])('rejects %j', (value) => expect(supportedLocale(value)).toBeNull());

  it('rejects non-strings', () => {
    for (const value of [null, undefined, 42, {}, ['de']]) expect(supportedLocale(value)).toBeNull();
  });
});

describe('browserLocale', () => {
  it.each([
    [['fr-CA', 'de'], 'fr'],
    [['zh-CN', 'de-AT'], 'de'],
    [['DE-de'], 'de'],
    [['pt_BR', 'sv_SE'], 'sv'],
    [[' nl '], 'nl'],
  ])('%j -> %s', (languages, locale) => expect(browserLocale(languages)).toBe(locale));

  it('skips entries that are not strings', () => {
    expect(browserLocale([42 as unknown as string, null as unknown as string, 'it'])).toBe('it');
  });

  it.each([[[]], [['*']], [['zh-Hant-TW', 'es']], [['__proto__', '../../x']]])('%j -> null', (languages) =>
    expect(browserLocale(languages)).toBeNull(),
  );
});

describe('acceptedLanguages', () => {
  it.each([
    ['de-CH,de;q=0.9,en;q=0.8', ['de-CH', 'de', 'en']],
    ['fr;q=0.5, de', ['de', 'fr']], // by weight, not as listed
    ['fr;q=0.5, de;q=0.500, it;Q=0.50', ['fr', 'de', 'it']], // equals as listed
    ['de;q=0, fr;q=0.000, it;q=0.001', ['it']], // weight 0: not this one
    [' nl ;\tq=1.000 , *;q=0.1', ['nl', '*']],
    ['de;q=.5, de;q=2, de;q=1.5, de;q=0.5000, de;level=1, de;q=0.5;x=1, de fr, de-, 1de, fr', ['fr']],
    ['de;q="0.5", de;q = 0.5, de-abcdefghi, de_AT;q=0.7', ['de_AT']],
    ['', []],
    [',, ,', []],
  ])('%j -> %j', (header, ranges) => expect(acceptedLanguages(header)).toEqual(ranges));

  it('reads no header as none', () => {
    expect(acceptedLanguages(null)).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

describe('resolveLocale', () => {
  const all = { queryLang: 'fr', cookieLang: 'it', pathname: '/nl/lobby', browserLanguages: ['pl-PL'] };

  it('prefers ?lang', () => expect(resolveLocale(all)).toBe('fr'));

  it('then the lang cookie', () => {
    expect(resolveLocale({ ...all, queryLang: null })).toBe('it');
    expect(resolveLocale({ ...all, queryLang: '../../x' })).toBe('it');
  });

  it('then the path prefix', () => {
    expect(resolveLocale({ ...all, queryLang: undefined, cookieLang: null })).toBe('nl');
    expect(resolveLocale({ ...all, queryLang: 'DE ', cookieLang: '__proto__' })).toBe('nl');
  });

  it('then the browser languages', () => {
    expect(resolveLocale({ ...all, queryLang: null, cookieLang: null, pathname: '/lobby' })).toBe('pl');
    expect(resolveLocale({ browserLanguages: ['de-AT'] })).toBe('de');
  });

  it('finally English', () => {
    expect(resolveLocale({})).toBe('en');
    expect(resolveLocale({ queryLang: 'xx', cookieLang: 'yy', pathname: '/x', browserLanguages: ['es'] })).toBe('en');
  });
});

describe('languageRedirectTarget', () => {
  it('redirects a path without the language prefix', () => {
    expect(languageRedirectTarget('/lobby', 'de')).toBe('/de/lobby');
    expect(languageRedirectTarget('/', 'pl')).toBe('/pl');
    expect(languageRedirectTarget('/dex', 'de')).toBe('/de/dex');
  });

  it('replaces another language prefix', () => {
    expect(languageRedirectTarget('/fr/lobby', 'de')).toBe('/de/lobby');
    expect(languageRedirectTarget('/de/lobby', 'en')).toBe('/lobby');
  });

  it('leaves paths that already carry the language alone', () => {
    expect(languageRedirectTarget('/de/lobby', 'de')).toBeNull();
    expect(languageRedirectTarget('/de', 'de')).toBeNull();
    expect(languageRedirectTarget('/DE/lobby', 'de')).toBeNull();
  });

  it('accepts English both unprefixed and under /en', () => {
    expect(languageRedirectTarget('/lobby', 'en')).toBeNull();
    expect(languageRedirectTarget('/en/lobby', 'en')).toBeNull();
  });

  it('exempts /acquisition/', () => {
    expect(languageRedirectTarget('/acquisition/error/404', 'de')).toBeNull();
    expect(languageRedirectTarget('/acquisition', 'de')).toBeNull();
    expect(languageRedirectTarget('/acquisitions', 'de')).toBe('/de/acquisitions');
  });

  it('never builds a path to another origin', () => {
    for (const path of [
      '//evil.com/x',
      '/\\evil.com',
      '/de//evil.com',
      '/\t/evil.com',
      '/\n\\evil.com',
      '/de/\r/evil.com',
    ]) {
      for (const locale of ['en', 'de'] as const) {
        const target = languageRedirectTarget(path, locale) ?? '/';
        expect(new URL(target, 'https://shop.example').origin).toBe('https://shop.example');
      }
    }
  });
});
