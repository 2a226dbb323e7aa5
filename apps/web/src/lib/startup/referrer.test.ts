// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  blockedReferrerRedirect,
  blockedReferrers,
  blockedVisitStorageKeys,
  isBlockedReferrer,
  rememberBlockedVisit,
} from './referrer';

describe('blockedReferrers', () => {
  it('is a long list of clean host-name fragments', () => {
    expect(blockedReferrers.length).toBeGreaterThanOrEqual(100);
    expect(new Set(blockedReferrers).size).toBe(blockedReferrers.length);
    for (const entry of blockedReferrers) expect(entry).toMatch(/^[a-z0-9][a-z0-9.-]{2,}$/);
  });

  it('covers deal sites, search engines, forums and temporary mail', () => {
    expect(blockedReferrers).toEqual(
      expect.arrayContaining(['mydealz.de', 'dealabs.com', 'www.google.', 'duckduckgo.com', 'reddit.com', 'yopmail']),
    );
  });
});

describe('isBlockedReferrer', () => {
  it.each([
    'https://www.mydealz.de/deals/members-only-123',
    'https://www.google.com/',
    'https://www.google.de/search?q=invitation',
    'http://www.bing.com/',
    'https://old.reddit.com/r/referralcodes',
    'https://temp-mail.org/en/',
    'https://www.gutscheinsammler.de/',
    'HTTPS://WWW.DEALABS.COM/',
    'https://mydealz.de./',
  ])('blocks %s', (referrer) => expect(isBlockedReferrer(referrer)).toBe(true));

  it.each([
    null,
    undefined,
    '',
    'not a url',
    'https://www.example.com/',
    'https://mail.google.com/',
    'https://example.com/mydealz.de',
    'https://example.com/?from=www.google.com',
    'javascript:alert("mydealz.de")',
    'data:text/html,mydealz.de',
    'ftp://mydealz.de/',
    'android-app://com.google.android.gm/',
    `https://${'a'.repeat(60)}.example/${'x'.repeat(100000)}`,
  ])('lets %s through', (referrer) => expect(isBlockedReferrer(referrer)).toBe(false));

  it('takes another list, and an empty entry matches nothing', () => {
    expect(isBlockedReferrer('https://shop.example/', ['shop.'])).toBe(true);
    expect(isBlockedReferrer('https://shop.example/', [''])).toBe(false);
  });
});

describe('rememberBlockedVisit', () => {
  it('saves the rc code and the referrer', () => {
    localStorage.clear();
    rememberBlockedVisit(localStorage, { rc: 'ABC', referrer: 'https://www.mydealz.de/' });
    expect(localStorage.getItem(blockedVisitStorageKeys.rc)).toBe('ABC');
    expect(localStorage.getItem(blockedVisitStorageKeys.referrer)).toBe('https://www.mydealz.de/');
  });

  it('saves only the referrer without a code, and bounds its length', () => {
    const storage = { setItem: vi.fn() };
    rememberBlockedVisit(storage, { rc: null, referrer: `https://www.mydealz.de/${'x'.repeat(5000)}` });
    expect(storage.setItem).toHaveBeenCalledTimes(1);
    expect(storage.setItem.mock.calls[0]?.[1]).toHaveLength(2048);
  });

  it('survives a storage that refuses to store', () => {
    const storage = {
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(() => rememberBlockedVisit(storage, { rc: 'ABC', referrer: 'https://x' })).not.toThrow();
  });
});

describe('blockedReferrerRedirect', () => {
  const blocked = 'https://www.mydealz.de/';

  it('sends a blocked visitor to the deny page in the same language', () => {
    expect(blockedReferrerRedirect('/', blocked)).toBe('/registration/deny');
    expect(blockedReferrerRedirect('/de/lobby', blocked)).toBe('/de/registration/deny');
  });

  it('does nothing for other referrers or on the deny page itself', () => {
    expect(blockedReferrerRedirect('/de/lobby', 'https://www.example.com/')).toBeNull();
    expect(blockedReferrerRedirect('/de/lobby', '')).toBeNull();
    expect(blockedReferrerRedirect('/de/registration/deny/', blocked)).toBeNull();
    expect(blockedReferrerRedirect('/registration/deny', blocked)).toBeNull();
  });
});
