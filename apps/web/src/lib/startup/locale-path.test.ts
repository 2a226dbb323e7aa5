import { describe, expect, it } from 'vitest';
import { currentPrefix, localeOfPath, localisedPath, stripLocalePrefix } from './locale-path';

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
