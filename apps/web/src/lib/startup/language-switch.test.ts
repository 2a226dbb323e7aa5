import { describe, expect, it } from 'vitest';
import { languageSwitchUrl } from './language-switch';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('languageSwitchUrl', () => {
  it('rebuilds the URL with the language path and keeps query and hash', () => {
    expect(languageSwitchUrl(at('/de/lobby', '?rc=X&token=abc', '#faq'), 'fr')).toBe('/fr/lobby?rc=X&token=abc#faq');
    expect(languageSwitchUrl(at('/lobby', 'rc=X', 'faq'), 'de')).toBe('/de/lobby?rc=X#faq');
  });

  it('uses unprefixed paths for English', () => {
    expect(languageSwitchUrl(at('/de/about-us'), 'en')).toBe('/about-us');
    expect(languageSwitchUrl(at('/de'), 'en')).toBe('/');
    expect(languageSwitchUrl(at('/'), 'pl')).toBe('/pl');
  });

  it('URL-encodes query values that start with http:// or https://', () => {
    expect(languageSwitchUrl(at('/lobby', '?redirectUrl=https://login.example/a&rc=X'), 'de')).toBe(
      '/de/lobby?redirectUrl=https%3A%2F%2Flogin.example%2Fa&rc=X',
    );
    expect(languageSwitchUrl(at('/lobby', '?u=HTTP://a.example/x+y'), 'de')).toBe(
      '/de/lobby?u=HTTP%3A%2F%2Fa.example%2Fx%20y',
    );
  });

  it('keeps an already encoded URL value as it reads', () => {
    const search = '?redirectUrl=https%3A%2F%2Flogin.example%2Fa';
    expect(languageSwitchUrl(at('/lobby', search), 'de')).toBe(`/de/lobby${search}`);
  });

  it('keeps every other pair byte for byte', () => {
    const search = '?q=a+b&flag&x=%E0%A4%A&j=javascript:alert(1)&ftp=ftp://a';
    expect(languageSwitchUrl(at('/lobby', search), 'sv')).toBe(`/sv/lobby${search}`);
    expect(languageSwitchUrl(at('/lobby', '?a=1&&b=2&'), 'sv')).toBe('/sv/lobby?a=1&b=2');
  });

  it('always stays on the same origin', () => {
    for (const pathname of ['//evil.example', '/\\evil.example', '/de//evil.example']) {
      for (const locale of ['en', 'de'] as const) {
        const url = languageSwitchUrl(at(pathname, '?next=https://evil.example'), locale);
        expect(new URL(url, 'https://shop.example').origin).toBe('https://shop.example');
      }
    }
  });
});

describe('languageSwitchUrl and the language in the query', () => {
  it('drops `lang`: the visitor’s choice must not be overruled by the language they leave', () => {
    expect(languageSwitchUrl(at('/it/about-us', '?lang=it&rc=X'), 'de')).toBe('/de/about-us?rc=X');
    expect(languageSwitchUrl(at('/it', '?rc=X&lang=it&lang=fr'), 'de')).toBe('/de?rc=X');
    expect(languageSwitchUrl(at('/it', '?lang=it'), 'en')).toBe('/');
  });

  it('unpacks an acqParams bundle that carries a language, without it', () => {
    expect(languageSwitchUrl(at('/it', '?acqParams=lang%3Dit%26rc%3DX&utm_source=n'), 'de')).toBe(
      '/de?rc=X&utm_source=n',
    );
    const bundleWithoutLanguage = '?acqParams=rc%3DX';
    expect(languageSwitchUrl(at('/it', bundleWithoutLanguage), 'de')).toBe(`/de${bundleWithoutLanguage}`);
  });
});
