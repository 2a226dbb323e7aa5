// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { analyticsQueue } from './data-layer';
import { trackEvent } from './track';

afterEach(() => {
  delete window.dataLayer;
});

describe('trackEvent', () => {
  it('pushes the event with the e-mail and registration id only as SHA-256 hex, once consent is ready', async () => {
    await trackEvent('successful_user_registration', {
      email: '  Anna@Example.com ',
      registrationId: 'reg-1',
      registration_flow: 'default',
    });
    expect(window.dataLayer ?? []).toEqual([]);

    analyticsQueue.release();
    expect(window.dataLayer).toEqual([
      {
        event: 'successful_user_registration',
        registration_flow: 'default',
        // sha256('anna@example.com') and sha256('reg-1'), as `sha256sum` computes them
        hashed_email: 'f7d54c22dda5b1780276601cd005909b70543fc4a6ba72d735b4cb9bbb611f01',
        hashed_registration_id: '1226f88b81dcaf0a7e49f7ba3cdcbe597480ffc5794cfb5f3aea2b344d5886ea',
      },
    ]);
    expect(JSON.stringify(window.dataLayer)).not.toMatch(/anna|example|reg-1/i);
  });
});
