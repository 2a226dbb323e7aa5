import { expect, test, type Page } from '@playwright/test';
import { mockOrigin } from './stack';
import { appReady } from './app-ready';
import { resetMockBackend } from './mock-backend';
import { asVisitor } from './visitor';

test.beforeEach(resetMockBackend);

const consentScript = '**/entrance/cmp/js/cmp_min.js?v=*';
// Pinned anonymous ids (see apps/mock-server/README.md): this one is in variation 1 of
// `landing-layout` and in the control of `landing-registration-flow`.
const layoutVariantVisitor = 'e2e-visitor-b';

const dataLayer = (page: Page) => page.evaluate(() => window.dataLayer ?? []);
const eventsOf = async (page: Page) => (await dataLayer(page)).filter((entry) => 'event' in entry);

/** Holds the consent script until the returned function is called. */
async function holdConsentScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(consentScript, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the start-up record is the data layer’s first entry, as startup-record.ts lists it', async ({ page }) => {
  await fetch(`${mockOrigin}/dev/country`, { method: 'POST', body: JSON.stringify({ country: 'AT' }) });
  await page.goto('/de/about-us');
  await expect.poll(async () => (await dataLayer(page)).length).toBeGreaterThan(0);
  const [record] = await dataLayer(page);
  expect(record).toEqual({
    applicationBrand: 'members-only',
    applicationCode: 'HTML',
    cmpHideOnStartup: 'false',
    cmpReadOnly: 'false',
    applicationCountry: 'AT',
    applicationEnvironment: 'WEB_browser',
    applicationLanguage: 'DE',
    applicationVersion: expect.stringMatching(/^\d+\.\d+\.\d+/),
    userConnexionStatus: 'Unidentified customer',
    optInTrackingConsent: 'true',
    cmpUsercentricsSettingsId: 'mock-consent-settings',
    cmpScriptUrl: `${mockOrigin}/entrance/cmp/js/cmp_min.js?v=${Math.floor(Date.now() / 3_600_000)}`,
  });
});

test('a signed-in customer is identified in the start-up record, from a token scripts cannot read', async ({
  page,
  context,
  baseURL,
}) => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = { customerId: 'c-42', consentToken: 'consent-42', saltedHashedCustomerId: 'salted-42' };
  const token = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
  await context.addCookies([{ name: 'apollo:default.token', value: token, url: baseURL!, httpOnly: true }]);
  await page.goto('/about-us');
  await expect
    .poll(async () => (await dataLayer(page))[0])
    .toMatchObject({
      userConnexionStatus: 'Identified customer',
      cmpCustomerId: 'c-42',
      cmpCustomerConsentToken: 'consent-42',
      saltedHashedCustomerId: 'salted-42',
    });
  expect(await page.evaluate(() => document.cookie)).not.toContain('apollo:default.token');
});

test('events wait for the consent library, then reach the data layer in order', async ({ page }) => {
  const releaseConsent = await holdConsentScript(page);
  await asVisitor(page, layoutVariantVisitor);
  const stream = page.waitForRequest(/\/sub\/sdk-acquisition-dev$/);
  await page.goto('/');
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'center-single-column');
  await expect.poll(async () => (await dataLayer(page)).length).toBe(1); // the start-up record
  // At the visitor's first interaction GrowthBook's SDK loads and assigns the variant the page
  // shows, so its event has been tracked…
  await appReady(page);
  await page.mouse.wheel(0, 100);
  await stream;
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('acq:analytics-queue') ?? ''))
    .toContain('"assign_experiment"');
  expect(await eventsOf(page)).toEqual([]); // …but it waits for consent.

  releaseConsent();
  await expect
    .poll(() => eventsOf(page))
    .toContainEqual({
      event: 'assign_experiment',
      experiment_id: 'landing-layout',
      variation_id: '1',
      acq_anonymous_id: layoutVariantVisitor,
    });
});

test('the e-mail reaches the data layer only as its SHA-256 hash', async ({ page }) => {
  await page.goto('/?rc=VALID-CODE&landing-registration-flow=1'); // lean registration: e-mail first
  await appReady(page); // the router sends the form and this page tracks it (one sent before is counted on the page it leads to: conversions.spec.ts)
  await page.getByLabel('E-mail address').fill('Anna.Berg@example.com');
  await page.getByLabel(/I agree to the terms and conditions/).check();
  await page.getByRole('button', { name: 'Sign Up Now' }).click();
  await expect
    .poll(() => eventsOf(page))
    .toContainEqual(
      expect.objectContaining({
        event: 'submit_email',
        // sha256('anna.berg@example.com'): trimmed and lower-cased first
        hashed_email: '21dbca49a5e22aea1c7aa41fa461c890ba15e8f895ea09c8a08a1962303e8df8',
      }),
    );
  expect(JSON.stringify(await dataLayer(page))).not.toMatch(/anna|berg|example\.com/i);
});

test('the footer’s cookie settings open the consent platform’s settings', async ({ page }) => {
  await page.goto('/about-us');
  await expect.poll(() => page.evaluate(() => typeof window.UC_UI)).toBe('object');
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Privacy settings (mock consent platform)' })).toBeVisible();
});

test('the activation page loads neither consent nor analytics', async ({ page }) => {
  const thirdPartyRequests: string[] = [];
  page.on('request', (request) => {
    if (/cmp_min\.js|googletagmanager/.test(request.url())) thirdPartyRequests.push(request.url());
  });
  await page.goto('/registration/activateaccount');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-third-parties-started'); // after the country, up to 1.5 s
  expect(thirdPartyRequests).toEqual([]);
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
});

async function failActivation(page: Page) {
  await page.goto('/registration/activateaccount?activationId=no-such-activation');
  await expect(page).toHaveURL(/\/registration\/activateaccountError\?reason=invalid-link$/);
  await appReady(page);
}

const activationError = { event: 'error_registration_activation_not_found' };

test('an activation error reaches analytics once the visitor navigates to a page with consent', async ({ page }) => {
  await failActivation(page);
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined(); // no consent here (docs/product.md §2)
  await page.getByRole('link', { name: 'Back to registration' }).click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => eventsOf(page)).toContainEqual(activationError);
  const [record] = await dataLayer(page);
  expect(record).toMatchObject({ applicationCode: 'HTML', applicationLanguage: 'EN' }); // still the first entry
});

test('an activation error waits in the session for the next page load with consent, and arrives once', async ({
  page,
}) => {
  await failActivation(page);
  await page.goto('/de/about-us');
  await expect.poll(() => eventsOf(page)).toContainEqual(activationError);
  await page.goto('/de/about-us');
  // The stand-in initialises and raises its event in one go, and the waiting events are handed on
  // in that event's listener: once it reports itself initialised, nothing waits any more.
  await expect.poll(() => page.evaluate(() => window.UC_UI?.isInitialized() ?? false)).toBe(true);
  expect(await eventsOf(page)).not.toContainEqual(activationError);
});

test('events wait until the consent library reports it is initialised, not for its first event', async ({ page }) => {
  await fetch(`${mockOrigin}/dev/consent-stand-in`, {
    method: 'POST',
    body: JSON.stringify({ initialiseAfterMs: 3000 }),
  });
  // Each consent event as the app's own listener is about to see it (this one comes first): whether
  // the library is initialised, and how many events the data layer has by then.
  const consentEvents: { initialised: boolean; delivered: number }[] = [];
  await page.exposeFunction('recordConsentEvent', (initialised: boolean, delivered: number) =>
    consentEvents.push({ initialised, delivered }),
  );
  await page.addInitScript(() =>
    window.addEventListener('UC_CONSENT', () =>
      (window as unknown as { recordConsentEvent(initialised: boolean, delivered: number): void }).recordConsentEvent(
        window.UC_UI?.isInitialized() ?? false,
        (window.dataLayer ?? []).filter((entry) => 'event' in entry).length,
      ),
    ),
  );
  await failActivation(page); // an event to deliver
  await page.goto('/about-us');
  // Raised before initialisation, the first event does not count: nothing was handed on until the
  // library initialised three seconds later.
  await expect
    .poll(() => consentEvents, { timeout: 10_000 })
    .toEqual([
      { initialised: false, delivered: 0 },
      { initialised: true, delivered: 0 },
    ]);
  await expect.poll(() => eventsOf(page)).toContainEqual(activationError);
});
