import { expect, test, type Page } from '@playwright/test';
import { animationsSettled, wcagViolations } from './axe';
import { mockOrigin } from './stack';
import { resetMockBackend } from './mock-backend';
import { fillRegistrationForm, freshEmail, mailsTo } from './registration-helpers';
import { lobbyToken } from './tokens';
import { translations } from './translations';

// Each registration flow of the landing page, forced by its experiment link
// (`?landing-registration-flow=<index>` into default, leanStep1, leanStep2, socialRegistration,
// waitingListApproved) and completed as the mock backend answers.
const en = translations.en;
const de = translations.de;
const form = en.registration.form;
const flows = en.registration.flows;

test.beforeEach(resetMockBackend);

/** The text with its e-mail parameter filled in (the base locale declares its type, `{email:string}`). */
const registeringAs = (text: string, email: string) => text.replace(/\{email(:string)?\}/, email);

/** A link's token naming an e-mail: a JWT, unsigned here as the mock backend does not verify. */
const emailToken = lobbyToken;

async function approve(email: string): Promise<string> {
  const response = await fetch(`${mockOrigin}/dev/waiting-list/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  return ((await response.json()) as { approvalToken: string }).approvalToken;
}

async function expectRegistered(page: Page, email: string, prefix = '') {
  await expect(page).toHaveURL(new RegExp(`${prefix}/registration/formfinished$`));
  expect(await mailsTo(email)).toHaveLength(1);
}

test('flow 0, default: one step with every field', async ({ page }) => {
  const email = freshEmail('default');
  await page.goto('/?rc=VALID-CODE&landing-registration-flow=0');
  await expect(page.locator('.landing')).toHaveAttribute('data-flow', 'default');
  await expect(page.getByRole('navigation', { name: /Step/ })).toHaveCount(0);
  await fillRegistrationForm(page, 'en', { gender: 'male', firstName: 'Dirk', lastName: 'Default', email });
  await page.getByRole('button', { name: form.signUp }).click();
  await expectRegistered(page, email);
});

test('flow 1, leanStep1: e-mail first, then the details, with a stepper', async ({ page }) => {
  const email = freshEmail('lean1');
  await page.goto('/?rc=VALID-CODE&landing-registration-flow=1');
  await expect(page.locator('.landing')).toHaveAttribute('data-flow', 'leanStep1');
  await expect(page.getByRole('navigation', { name: 'Step 1 of 2' })).toBeVisible();
  await expect(page.getByLabel(form.firstName)).toHaveCount(0);
  await page.getByLabel(form.email).fill(email);
  await page.getByLabel(form.terms).check();
  await page.getByRole('button', { name: form.signUpNow }).click();
  await expect(page.getByRole('navigation', { name: 'Step 2 of 2' })).toBeVisible();
  await page.getByLabel(form.genderFemale, { exact: true }).check();
  await page.getByLabel(form.firstName).fill('Lea');
  await page.getByLabel(form.lastName).fill('Lean');
  await expect(page.getByRole('button', { name: form.continue, exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: form.completeRegistration }).click();
  await expectRegistered(page, email);
});

test('flow 2, leanStep2: a link naming the e-mail opens the details step straight away, in German', async ({
  page,
}) => {
  const email = freshEmail('lean2');
  const texts = de.registration;
  await page.goto(`/de?rc=VALID-CODE&landing-registration-flow=2&emailToken=${emailToken(email)}&utm_source=mail`);
  // The token leaves the address, as on the token pages; the server rendered step 2 already.
  await expect(page).toHaveURL('/de?rc=VALID-CODE&landing-registration-flow=2&utm_source=mail');
  await expect(page.locator('.landing')).toHaveAttribute('data-flow', 'leanStep2');
  await expect(page.getByRole('navigation', { name: 'Schritt 2 von 2' })).toBeVisible();
  await expect(page.getByText(registeringAs(texts.flows.knownEmail, email))).toBeVisible();
  await expect(page.getByLabel(texts.form.email)).toHaveCount(0);
  await page.getByLabel(texts.form.genderMale, { exact: true }).check();
  await page.getByLabel(texts.form.firstName).fill('Lukas');
  await page.getByLabel(texts.form.lastName).fill('Link');
  await page.getByLabel(texts.form.terms).check();
  await page.getByRole('button', { name: texts.form.completeRegistration }).click();
  await expectRegistered(page, email, '/de');
});

test('flow 2, leanStep2: without a known e-mail it starts at step 1; another address goes through step 1', async ({
  page,
}) => {
  await page.goto('/?rc=VALID-CODE&landing-registration-flow=2');
  await expect(page.getByRole('navigation', { name: 'Step 1 of 2' })).toBeVisible();
  await expect(page.getByLabel(form.email)).toBeVisible();

  const email = freshEmail('lean2-other');
  await page.goto(`/?rc=VALID-CODE&landing-registration-flow=2&emailToken=${emailToken('someone@example.com')}`);
  await page.getByRole('link', { name: flows.useAnotherEmail }).click();
  await page.getByLabel(form.email).fill(email);
  await page.getByLabel(form.terms).check();
  await page.getByRole('button', { name: form.signUpNow }).click();
  await page.getByLabel(form.genderFemale, { exact: true }).check();
  await page.getByLabel(form.firstName).fill('Olga');
  await page.getByLabel(form.lastName).fill('Other');
  await page.getByRole('button', { name: form.completeRegistration }).click();
  await expectRegistered(page, email);
  expect(await mailsTo('someone@example.com')).toHaveLength(0);
});

test('flow 3, socialRegistration: social sign-in, then the second step registers with its token', async ({ page }) => {
  const email = freshEmail('social');
  const texts = de.registration;
  await page.goto('/de?rc=VALID-CODE&landing-registration-flow=3');
  await expect(page.locator('.landing')).toHaveAttribute('data-flow', 'socialRegistration');
  await expect(page.getByRole('navigation', { name: 'Schritt 1 von 2' })).toBeVisible();
  await expect(page.getByLabel(texts.form.firstName)).toHaveCount(0); // no e-mail form in this flow
  await page.getByRole('link', { name: texts.social.google }).click();

  // The mock backend stands in for the provider and the shop's social sign-in.
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  await page.getByLabel(/E-mail address/).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL('/de/registration/social-registration-second-step'); // token out of the address
  await expect(page.getByRole('navigation', { name: 'Schritt 2 von 2' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel(texts.shoppingPreferences.MEN).check();
  await page.getByLabel(texts.form.terms).check();
  await page.getByRole('button', { name: texts.form.completeRegistration }).click();
  await expectRegistered(page, email, '/de');
});

test('flow 4, waitingListApproved: a vouched approval registers the approved address without a code', async ({
  page,
}) => {
  const email = freshEmail('approved');
  const approvalToken = await approve(email);
  await page.goto(`/?landing-registration-flow=4&approvalToken=${approvalToken}`);
  await expect(page).toHaveURL('/?landing-registration-flow=4');
  await expect(page.locator('.landing')).toHaveAttribute('data-flow', 'waitingListApproved');
  await expect(page.getByText(flows.waitingList.approved)).toBeVisible();
  await expect(page.getByRole('heading', { name: en.landingPage.waitingList.heading })).toHaveCount(0);
  await expect(page.getByLabel(en.codeEntry.label)).toHaveCount(0);
  await expect(page.getByText(registeringAs(flows.knownEmail, email))).toBeVisible();
  await page.getByLabel(form.genderFemale, { exact: true }).check();
  await page.getByLabel(form.firstName).fill('Wanda');
  await page.getByLabel(form.lastName).fill('Waiting');
  await page.getByLabel(form.terms).check();
  await page.getByRole('button', { name: form.completeRegistration }).click();
  await expectRegistered(page, email);
});

test('flow 4, waitingListApproved: no form without an approval the backend vouches for', async ({ page }) => {
  await page.goto('/?landing-registration-flow=4');
  await expect(page.getByLabel(en.codeEntry.label)).toBeVisible();
  await expect(page.getByLabel(form.firstName)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: en.landingPage.waitingList.heading })).toBeVisible();

  // On the waiting list, but not let in: the backend does not vouch.
  await page.goto(`/?landing-registration-flow=4&approvalToken=${emailToken('still.waiting@example.com')}`);
  await expect(page.getByText(flows.waitingList.refused)).toBeVisible();
  await expect(page.getByLabel(form.firstName)).toHaveCount(0);
  await expect(page.getByLabel(en.codeEntry.label)).toBeVisible();
});

test('each flow’s own screens have no WCAG 2.2 AA violations (axe), errors shown, in Polish', async ({ page }) => {
  test.setTimeout(90_000);
  const texts = translations.pl.registration;
  const check = async (what: string) => {
    await animationsSettled(page);
    expect(await wcagViolations(page), what).toEqual([]);
  };
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto(`/pl?rc=VALID-CODE&landing-registration-flow=2&emailToken=${emailToken('axe@example.com')}`);
  await page.getByRole('button', { name: texts.form.completeRegistration }).click();
  await expect(page.getByRole('alert').first()).toBeFocused();
  await check('lean step 2 with errors');

  await page.goto('/pl?rc=VALID-CODE&landing-registration-flow=3');
  await expect(page.getByRole('link', { name: texts.social.google })).toBeVisible();
  await check('social registration start');

  await page.goto(`/pl/registration/social-registration-second-step?token=${emailToken('axe@example.com')}`);
  await page.getByRole('button', { name: texts.form.completeRegistration }).click();
  await expect(page.getByRole('alert').first()).toBeFocused();
  await check('social second step with errors');

  await page.goto(`/pl?landing-registration-flow=4&approvalToken=${await approve('axe.approved@example.com')}`);
  await page.getByRole('button', { name: texts.form.completeRegistration }).click();
  await expect(page.getByRole('alert').first()).toBeFocused();
  await check('waiting-list approval with errors');
});
