// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { anonymousId, anonymousIdKey } from './anonymous-id';
import { clientSidePath } from './redirect-target';

describe('clientSidePath', () => {
  const here = 'https://members.example/de?rc=X';

  it('gives the path after the base URL for a target on this site', () => {
    expect(clientSidePath('https://members.example/de/about-us?x=1#faq', here)).toBe('/de/about-us?x=1#faq');
    expect(clientSidePath('/registration/formstarted', here)).toBe('/registration/formstarted');
    expect(clientSidePath('https://members.example/acquisition/de/lobby', here, '/acquisition/')).toBe('/de/lobby');
  });

  it('gives nothing for another site, where the browser must go', () => {
    expect(clientSidePath('https://other.example/de', here)).toBeNull();
  });
});

describe('anonymousId', () => {
  it('is created once and then kept', () => {
    const first = anonymousId(window.localStorage);
    expect(window.localStorage.getItem(anonymousIdKey)).toBe(first);
    expect(anonymousId(window.localStorage)).toBe(first);
  });

  it('still gives an id when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    expect(anonymousId(blocked)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
