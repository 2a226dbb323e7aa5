import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { carriedEntriesOf } from '@/lib/analytics/carried-events';
import { postToAction } from '@/testing/post-to-action';
import { registerAction } from './register-action.server';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A registration posted to `/de/?sourcePath=…`, and the events it carries to the next page. */
async function post(fields: Record<string, string>, by: 'browser' | 'router') {
  const address = '/de/?sourcePath=%2Fde%2Fsummer-sale';
  const { status, headers } = await postToAction(registerAction, { address, fields, by });
  return { status, headers, carried: carriedEntriesOf(headers.getSetCookie().join('; ')) };
}

const oneStep = (email: string) => ({
  step: 'oneStep',
  flow: 'DEFAULT',
  formFlow: 'default',
  gender: 'FEMALE',
  firstName: 'Anna',
  lastName: 'Muster',
  email,
  country: 'DE',
  newsletter: 'on', // the browser's own encoding
  termsAndConditionsAccepted: 'on',
  registrationCode: 'VALID-CODE',
});

describe('registerAction: the events of a registration the browser posted itself', () => {
  it('carries the submit and the new account to the next page, as the page would have tracked them', async () => {
    const { status, headers, carried } = await post(oneStep('new.native@example.com'), 'browser');
    expect(status).toBe(302);
    expect(headers.get('location')).toBe('/de/registration/formfinished');
    const tracked = { hashed_email: sha256('new.native@example.com') };
    const attributed = { registration_flow: 'DEFAULT', country: 'DE', source_path: '/de/summer-sale', ...tracked };
    expect(carried).toEqual([
      { event: 'landing_form_registration', registration_flow: 'default', ...tracked },
      {
        event: 'successful_user_registration',
        ...attributed,
        hashed_registration_id: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
      { event: 'subscribe_newsletter', ...attributed },
    ]);
  });

  it('carries lean step 2’s submit under its own name, and an active account’s event', async () => {
    const leanStep2 = { ...oneStep('active@example.com'), flow: 'LEAN', formFlow: 'leanStep1', step: 'details' };
    const { carried } = await post(leanStep2, 'browser');
    expect(carried.map(({ event }) => event)).toEqual([
      'landing_registration_step2',
      'error_registration_account_active',
    ]);
  });

  it('carries lean step 1’s address, answered with step 2', async () => {
    const { flow, email, country, termsAndConditionsAccepted } = oneStep('lean@example.com');
    const leanStep1 = { step: 'email', flow, formFlow: 'leanStep1', email, country, termsAndConditionsAccepted };
    const { status, carried } = await post(leanStep1, 'browser');
    expect(status).toBe(200);
    expect(carried).toEqual([{ event: 'submit_email', hashed_email: sha256('lean@example.com') }]);
  });

  it('carries the submit of a registration the backend refused, as the page tracks every one it sends', async () => {
    const { status, carried } = await post(
      { ...oneStep('refused@example.com'), registrationCode: 'NO-BALANCE' },
      'browser',
    );
    expect(status).toBe(400);
    expect(carried.map(({ event }) => event)).toEqual(['landing_form_registration']);
  });

  it('carries nothing for a post the schema refuses (the page would not have sent it) or the router sent', async () => {
    expect((await post({ ...oneStep('x@example.com'), firstName: '' }, 'browser')).carried).toEqual([]);
    const routed = await post(oneStep('routed@example.com'), 'router');
    expect(routed.status).toBe(200);
    expect(routed.carried).toEqual([]);
    expect(routed.headers.getSetCookie()).toEqual([expect.stringMatching(/^acq_registration_email=/)]);
  });
});
