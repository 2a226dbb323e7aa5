import { describe, expect, it } from 'vitest';
import { requestStartup } from './request-startup.server';

const visit = (address: string, referrer: string | null, acceptLanguages: string[] = []) =>
  requestStartup({ url: new URL(address), cookieLang: null, acceptLanguages, referrer });

describe('requestStartup and a blocked referrer', () => {
  it('sends the visit to the deny page at once, in its language, with its code and referrer to keep', () => {
    const referrer = 'https://www.mydealz.de/deals/members-only-code-123';
    expect(visit('https://site.test/?rc=VALID-CODE', referrer)).toEqual({
      redirect: '/registration/deny',
      locale: 'en',
      blockedVisit: { rc: 'VALID-CODE', referrer },
    });
    expect(visit('https://site.test/?rc=X', referrer, ['de'])).toMatchObject({ redirect: '/de/registration/deny' });
    expect(visit('https://site.test/fr/about-us', referrer)).toMatchObject({
      redirect: '/fr/registration/deny',
      blockedVisit: { rc: null, referrer },
    });
  });

  it('lets the deny page itself and every other referrer through', () => {
    expect(visit('https://site.test/registration/deny', 'https://www.google.com/search?q=x')).toMatchObject({
      redirect: null,
    });
    expect(visit('https://site.test/?rc=VALID-CODE', 'https://mail.google.com/mail/u/0')).toMatchObject({
      redirect: null,
    });
    expect(visit('https://site.test/?rc=VALID-CODE', null)).toMatchObject({ redirect: null });
  });
});
