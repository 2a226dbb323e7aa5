// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { blockedVisitHeader, keepBlockedVisit } from './blocked-visit';
import { blockedVisitStorageKeys } from './referrer';

describe('a blocked visit handed from the server to the browser', () => {
  beforeEach(() => localStorage.clear());

  it('goes from the redirect’s cookie into local storage, and the cookie goes away', () => {
    const header = blockedVisitHeader({ rc: 'VALID-CODE', referrer: 'https://www.mydealz.de/deals/x?y=1' });
    document.cookie = header;
    keepBlockedVisit(window);
    expect(localStorage.getItem(blockedVisitStorageKeys.rc)).toBe('VALID-CODE');
    expect(localStorage.getItem(blockedVisitStorageKeys.referrer)).toBe('https://www.mydealz.de/deals/x?y=1');
    expect(document.cookie).not.toContain('acq_blocked_visit=');
  });

  it('keeps nothing of a cookie the server did not write', () => {
    document.cookie = 'acq_blocked_visit=%7Bnot-json; Path=/';
    keepBlockedVisit(window);
    expect(localStorage.getItem(blockedVisitStorageKeys.referrer)).toBeNull();
    expect(document.cookie).not.toContain('acq_blocked_visit=');
  });
});
