import { describe, expect, it } from 'vitest';
import { currentPrefix, languageRedirectTarget, localeOfPath, localisedPath, stripLocalePrefix } from './locale-path';

describe('localeOfPath', () => {
  it.each([
    ['/de/lobby', 'de'],
    ['/de', 'de'],
    ['/DE/lobby', 'de'],
    ['/en/about-us', 'en'],
  ])('%s -> %s', (path, locale) => expect(localeOfPath(path)).toBe(locale));

  it.each(['/lobby', '/', '', '/dex/lobby', '/__proto__/x', '/constructor', '/../../x'])('%s -> null', (path) =>
    expect(localeOfPath(path)).toBeNull(),
  );
});

describe('stripLocalePrefix', () => {
  it.each([
    ['/de/lobby', '/lobby'],
    ['/de', '/'],
    ['/de/', '/'],
    ['/lobby', '/lobby'],
    ['', '/'],
    ['//evil.com', '/evil.com'],
    ['/de//evil.com', '/evil.com'],
    ['/\\evil.com', '/evil.com'],
  ])('%s -> %s', (path, stripped) => expect(stripLocalePrefix(path)).toBe(stripped));
});

describe('localisedPath', () => {
  it.each([
    ['/de/lobby', 'fr', '/fr/lobby'],
    ['/de/lobby', 'en', '/lobby'],
    ['/en/lobby', 'en', '/lobby'],
    ['/lobby', 'de', '/de/lobby'],
    ['/', 'de', '/de'],
    ['/de', 'en', '/'],
    ['//evil.com', 'en', '/evil.com'],
    ['//evil.com', 'sv', '/sv/evil.com'],
  ] as const)('%s in %s -> %s', (path, locale, localised) => expect(localisedPath(path, locale)).toBe(localised));
});

describe('currentPrefix', () => {
  it('keeps the prefix the visitor uses, English included', () => {
    expect(currentPrefix('/en/lobby')).toBe('/en');
    expect(currentPrefix('/PL/lobby')).toBe('/pl');
    expect(currentPrefix('/lobby')).toBe('');
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
