import { describe, expect, it } from 'vitest';
import { carriedEntriesOf, carriedEventsCookie, carriedValue } from '@/lib/analytics/carried-events';
import { carriedEventsHeader } from './carried-events.server';

// sha256('anna@example.com') and sha256('reg-1'), as `sha256sum` computes them (track.test.ts)
const annaHash = 'f7d54c22dda5b1780276601cd005909b70543fc4a6ba72d735b4cb9bbb611f01';
const registrationHash = '1226f88b81dcaf0a7e49f7ba3cdcbe597480ffc5794cfb5f3aea2b344d5886ea';

/** A post to `/`: as the browser sends it itself, or as the router does once the page has hydrated. */
const post = ({
  by,
  origin = 'http://site.test',
  cookie,
}: {
  by: 'browser' | 'router';
  origin?: string;
  cookie?: string;
}) => ({
  request: new Request(`${origin}${by === 'router' ? '/_.data' : '/'}`, {
    method: 'POST',
    headers: cookie ? { cookie } : {},
  }),
  url: new URL(`${origin}/`),
});

const registered = [
  { event: 'landing_form_registration', details: { email: ' Anna@Example.com', registration_flow: 'default' } },
  { event: 'successful_user_registration', details: { email: 'anna@example.com', registrationId: 'reg-1' } },
] as const;

describe('carriedEventsHeader', () => {
  it('carries a native post’s events as the data layer gets them: the e-mail and registration id hashed', async () => {
    const setCookie = await carriedEventsHeader(post({ by: 'browser' }), registered);
    expect(setCookie).toMatch(/^acq_carried_events=.+; Max-Age=300; Path=\/; SameSite=Lax$/);
    expect(setCookie).not.toMatch(/anna|example|reg-1/i);
    expect(carriedEntriesOf(setCookie!.split(';')[0])).toEqual([
      { event: 'landing_form_registration', registration_flow: 'default', hashed_email: annaHash },
      {
        event: 'successful_user_registration',
        hashed_email: annaHash,
        hashed_registration_id: registrationHash,
      },
    ]);
  });

  it('carries nothing for a post the router sent: its page tracks the outcome itself', async () => {
    expect(await carriedEventsHeader(post({ by: 'router' }), registered)).toBeNull();
    expect(await carriedEventsHeader(post({ by: 'browser' }), [])).toBeNull();
  });

  it('keeps the events an earlier post carried that no page has taken yet, before the new ones', async () => {
    const earlier = { event: 'submit_email', hashed_email: annaHash };
    const cookie = carriedEventsCookie.serialize(carriedValue([earlier])).split(';')[0];
    const setCookie = await carriedEventsHeader(post({ by: 'browser', cookie }), [{ event: 'join_waitlist' }]);
    expect(carriedEntriesOf(setCookie!.split(';')[0])).toEqual([earlier, { event: 'join_waitlist' }]);
  });

  it('is Secure when the post came over HTTPS', async () => {
    const setCookie = await carriedEventsHeader(post({ by: 'browser', origin: 'https://site.test' }), registered);
    expect(setCookie).toMatch(/; Secure;/);
  });
});
