import { describe, expect, it } from 'vitest';
import { browserLocale, resolveLocale, supportedLocale } from './language';

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
