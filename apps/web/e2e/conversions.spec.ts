import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { appReady } from './app-ready';
import { delayScripts } from './delay-scripts';
import { resetMockBackend } from './mock-backend';
import { dataLayer, fillRegistrationForm, freshEmail } from './registration-helpers';
import { lobbyToken } from './tokens';
import { translations } from './translations';

// Every form outcome is counted once, however the form was sent: by the router once the page has
// hydrated (the page tracks it), or by the browser itself while the scripts were still on their
// way (its action carries the events to the next page in a cookie, which that page's scripts take
// once: src/lib/analytics/carried-events.ts). Consent is given as in analytics.spec.ts: the mock
// backend's stand-in initialises by itself.

const en = translations.en;
const form = en.registration.form;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

test.beforeEach(resetMockBackend);

/** How often each event reached the data layer, once the consent library has handed on what waited. */
async function countsOf(page: Page, events: readonly string[]): Promise<Record<string, number>> {
  await appReady(page);
  await expect.poll(() => page.evaluate(() => window.UC_UI?.isInitialized() ?? false)).toBe(true);
  const entries = await dataLayer(page);
  return Object.fromEntries(events.map((event) => [event, entries.filter((entry) => entry.event === event).length]));
}

/** Each event once, and nothing carried left over. */
async function expectCountedOnce(page: Page, events: readonly string[]) {
  await expect.poll(() => countsOf(page, events)).toEqual(Object.fromEntries(events.map((event) => [event, 1])));
  expect(await page.evaluate(() => document.cookie)).not.toContain('acq_carried_events');
}

/** None of the events again: a reload, or a way back and forward, is no new outcome. */
async function expectNotCountedAgain(page: Page, events: readonly string[]) {
  expect(await countsOf(page, events)).toEqual(Object.fromEntries(events.map((event) => [event, 0])));
}

const registered = ['landing_form_registration', 'successful_user_registration', 'subscribe_newsletter'];

test('a registration sent before the scripts arrive is counted once, on the next page', async ({ page }) => {
  const release = await delayScripts(page);
  await page.goto('/?rc=VALID-CODE&disablegb=true', { waitUntil: 'domcontentloaded' });
  const email = freshEmail('before-hydration');
  await fillRegistrationForm(page, 'en', { gender: 'female', firstName: 'Frühe', lastName: 'Post', email }, true);
  await page.getByRole('button', { name: form.signUp }).click();
  await expect(page).toHaveURL('/registration/formfinished');
  release();

  await expectCountedOnce(page, registered);
  const entries = await dataLayer(page);
  expect(entries.find((entry) => entry.event === 'landing_form_registration')).toEqual({
    event: 'landing_form_registration',
    registration_flow: 'default',
    hashed_email: sha256(email),
  });
  expect(entries.find((entry) => entry.event === 'successful_user_registration')).toMatchObject({
    hashed_email: sha256(email),
    hashed_registration_id: expect.stringMatching(/^[0-9a-f]{64}$/),
    registration_flow: 'DEFAULT',
    source_path: '/',
  });
  expect(JSON.stringify(entries)).not.toContain(email);

  await page.reload();
  await expectNotCountedAgain(page, registered);
  await page.goBack();
  await page.goForward();
  await expect(page).toHaveURL('/registration/formfinished');
  await expectNotCountedAgain(page, registered);
});

test('lean steps 1 and 2 sent before the scripts arrive are each counted once', async ({ page }) => {
  const release = await delayScripts(page);
  await page.goto('/?rc=VALID-CODE&landing-registration-flow=1', { waitUntil: 'domcontentloaded' });
  const email = freshEmail('lean-early');
  await page.getByLabel(form.email).fill(email);
  await page.getByLabel(form.terms).check();
  await page.getByRole('button', { name: form.signUpNow }).click();
  // Step 2, the server's answer: no page has run the scripts in between.
  await page.getByLabel(form.genderMale, { exact: true }).check();
  await page.getByLabel(form.firstName).fill('Lean');
  await page.getByLabel(form.lastName).fill('Early');
  await page.getByRole('button', { name: form.completeRegistration }).click();
  await expect(page).toHaveURL('/registration/formfinished');
  release();

  const lean = ['submit_email', 'landing_registration_step2', 'successful_user_registration'];
  await expectCountedOnce(page, lean);
  const step2 = (await dataLayer(page)).find((entry) => entry.event === 'landing_registration_step2');
  expect(step2).toEqual({
    event: 'landing_registration_step2',
    registration_flow: 'leanStep1',
    hashed_email: sha256(email),
  });
  await page.reload();
  await expectNotCountedAgain(page, lean);
});

test('a registration the router sent is counted once, and carried by no cookie', async ({ page }) => {
  await page.goto('/?rc=VALID-CODE&disablegb=true');
  await appReady(page);
  const email = freshEmail('after-hydration');
  await fillRegistrationForm(page, 'en', { gender: 'female', firstName: 'Späte', lastName: 'Post', email }, true);
  await page.getByRole('button', { name: form.signUp }).click();
  await expect(page).toHaveURL('/registration/formfinished');
  await expectCountedOnce(page, registered);
  await page.reload();
  await expectNotCountedAgain(page, registered);
});

test('a join of the waiting list sent before the scripts arrive is counted once', async ({ page }) => {
  const lobby = en.screenPages.lobby;
  const release = await delayScripts(page);
  await page.goto(`/lobby?token=${lobbyToken('Early.Joiner@example.com')}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: lobby.join }).click();
  await expect(page.getByText(lobby.joined)).toBeVisible();
  release();

  await expectCountedOnce(page, ['join_waitlist']);
  const joined = (await dataLayer(page)).find((entry) => entry.event === 'join_waitlist');
  expect(joined).toEqual({ event: 'join_waitlist', hashed_email: sha256('early.joiner@example.com') });
  // A reload of the post's answer sends the join again (the list has the address by then) or shows the lobby.
  await page.reload();
  await expect(page.getByText(new RegExp(`${lobby.alreadyJoined}|${lobby.join}`, 'i')).first()).toBeVisible();
  await expectNotCountedAgain(page, ['join_waitlist']);
});

test('a join of the waiting list the router sent is counted once', async ({ page }) => {
  const lobby = en.screenPages.lobby;
  await page.goto(`/lobby?token=${lobbyToken('late.joiner@example.com')}`);
  await appReady(page);
  await page.getByRole('button', { name: lobby.join }).click();
  await expect(page.getByText(lobby.joined)).toBeVisible();
  await expectCountedOnce(page, ['join_waitlist']);
});

test('a code sent before the scripts arrive is counted once, also a refused one over a reload', async ({ page }) => {
  const release = await delayScripts(page);
  await page.goto('/?landing-registration-flow=0', { waitUntil: 'domcontentloaded' });
  await page.getByLabel(en.codeEntry.label).fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: en.codeEntry.submit }).click();
  await expect(page).toHaveURL(/[?&]entered\b/); // the form's native GET
  release();

  await expectCountedOnce(page, ['submit_code_registration']);
  await page.reload();
  await expectNotCountedAgain(page, ['submit_code_registration']);
});
