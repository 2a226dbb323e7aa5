import { expect, test } from '@playwright/test';
import config from '../playwright.config';
import { appReady } from './app-ready';
import { resetMockBackend } from './mock-backend';

test.beforeEach(resetMockBackend);

// A LAN or staging host over plain http: not a secure context, unlike localhost and 127.0.0.0/8,
// so crypto.randomUUID and crypto.subtle are missing there. The name resolves to this machine.
const lanHost = 'lan-host.test';
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${lanHost} 127.0.0.1`],
  },
});

test('outside a secure context the app runs, checks the invitation and hashes the e-mail for analytics', async ({
  page,
  baseURL,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const insecureOrigin = new URL(baseURL!);
  insecureOrigin.hostname = lanHost;

  await page.goto(new URL('/?rc=VALID-CODE&landing-registration-flow=1', insecureOrigin).href);
  expect(await page.evaluate(() => [window.isSecureContext, typeof crypto.randomUUID, typeof crypto.subtle])).toEqual([
    false,
    'undefined',
    'undefined',
  ]);
  await appReady(page); // hydrated: not the blank page of `crypto.randomUUID is not a function`

  await page.getByLabel('E-mail address').fill('Anna.Berg@example.com');
  await page.getByLabel(/I agree to the terms and conditions/).check();
  await page.getByRole('button', { name: 'Sign Up Now' }).click();
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'submit_email')))
    .toEqual([
      expect.objectContaining({
        hashed_email: '21dbca49a5e22aea1c7aa41fa461c890ba15e8f895ea09c8a08a1962303e8df8',
      }),
    ]);
  expect(pageErrors).toEqual([]);
});
