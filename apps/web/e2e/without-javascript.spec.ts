import { expect, test } from '@playwright/test';
import { appReady } from './app-ready';
import { delayScripts } from './delay-scripts';
import { backendRequests, failNextBackendRequest, resetMockBackend } from './mock-backend';
import { dataLayer, fillRegistrationForm, freshEmail, mailsTo } from './registration-helpers';
import { lobbyToken } from './tokens';
import { translations } from './translations';

// Every form posts natively to its page's action: with JavaScript off (or before the scripts run)
// it works as with them: the next page, or the form again with every value and the messages.
const en = translations.en;
const de = translations.de;

test.beforeEach(resetMockBackend);

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('code entry: a missing code, a refused code and a valid one', async ({ page }) => {
    await page.goto('/de?landing-registration-flow=0'); // the one-step flow, whatever the experiment
    await page.getByRole('button', { name: de.codeEntry.submit }).click();
    await expect(page.getByLabel(de.codeEntry.label)).toHaveAccessibleDescription(de.codeEntry.missing);
    await page.getByLabel(de.codeEntry.label).fill('NO-BALANCE');
    await page.getByRole('button', { name: de.codeEntry.submit }).click();
    await expect(page.getByLabel(de.codeEntry.label)).toHaveAccessibleDescription(de.invitationErrors.noBalance);
    await expect(page.getByLabel(de.codeEntry.label)).toHaveValue('NO-BALANCE');
    await page.getByLabel(de.codeEntry.label).fill('VALID-CODE');
    await page.getByRole('button', { name: de.codeEntry.submit }).click();
    await expect(page.getByRole('button', { name: de.registration.form.completeRegistration })).toBeVisible();
  });

  test('registration in one step: messages with every value kept, then the mail', async ({ page }) => {
    const email = freshEmail('nojs');
    await page.goto('/?rc=VALID-CODE&landing-registration-flow=0'); // the one-step flow, whatever the experiment
    await page.getByLabel(en.registration.form.firstName).fill('Nora');
    await page.getByLabel(en.registration.form.email).fill(email);
    await page.getByRole('button', { name: en.registration.form.signUp }).click();
    const summary = page.getByRole('alert', { name: en.errors.errorSummaryTitle });
    await expect(summary).toContainText(en.registration.messages.gender);
    await expect(summary).toContainText(en.registration.messages.lastName);
    await expect(page.getByLabel(en.registration.form.firstName)).toHaveValue('Nora');
    await expect(page.getByLabel(en.registration.form.email)).toHaveValue(email);
    await expect(page.getByLabel(en.registration.form.country)).toHaveValue('DE');
    await fillRegistrationForm(page, 'en', { gender: 'female', firstName: 'Nora', lastName: 'Script', email });
    await page.getByRole('button', { name: en.registration.form.signUp }).click();
    await expect(page).toHaveURL(/\/registration\/formfinished$/);
    expect(await mailsTo(email)).toHaveLength(1);
    // "Check your inbox" names the address and sends the mail again on request.
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('button', { name: en.registrationPages.formFinished.resend }).click();
    await expect.poll(async () => (await mailsTo(email)).length).toBe(2);
  });

  test('registration refused by the backend: an account already active goes to its page', async ({ page }) => {
    await page.goto('/?rc=VALID-CODE&landing-registration-flow=0'); // the one-step flow, whatever the experiment
    await fillRegistrationForm(page, 'en', {
      gender: 'male',
      firstName: 'Anton',
      lastName: 'Active',
      email: 'active@example.com',
    });
    await page.getByRole('button', { name: en.registration.form.signUp }).click();
    await expect(page).toHaveURL(/\/registration\/registrationformemailactivecomplete$/);
  });

  test('lean registration: step 1 then step 2, each posted', async ({ page }) => {
    const email = freshEmail('lean-nojs');
    await page.goto('/?rc=VALID-CODE&landing-registration-flow=1');
    await page.getByLabel(en.registration.form.email).fill(email);
    await page.getByRole('button', { name: en.registration.form.signUpNow }).click();
    await expect(page.getByLabel(en.registration.form.terms)).toHaveAccessibleDescription(
      new RegExp(`^${en.registration.messages.terms}`),
    );
    await expect(page.getByLabel(en.registration.form.email)).toHaveValue(email);
    await page.getByLabel(en.registration.form.terms).check();
    await page.getByRole('button', { name: en.registration.form.signUpNow }).click();
    await page.getByLabel(en.registration.form.genderMale, { exact: true }).check();
    await page.getByLabel(en.registration.form.firstName).fill('Leo');
    await page.getByLabel(en.registration.form.lastName).fill('Lean');
    await page.getByRole('button', { name: en.registration.form.completeRegistration }).click();
    await expect(page).toHaveURL(/\/registration\/formfinished$/);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  test('lean step 2 from a link: another address starts over at step 1', async ({ page }) => {
    await page.goto(`/?rc=VALID-CODE&landing-registration-flow=2&emailToken=${lobbyToken('linked@example.com')}`);
    await expect(page.getByText('linked@example.com')).toBeVisible();
    await page.getByRole('link', { name: en.registration.flows.useAnotherEmail }).click();
    await expect(page).toHaveURL('/?rc=VALID-CODE&landing-registration-flow=2');
    await expect(page.getByRole('navigation', { name: 'Step 1 of 2' })).toBeVisible();
    await expect(page.getByLabel(en.registration.form.email)).toHaveValue('');
  });

  test('social second step: a preference is asked for, then the registration goes through', async ({ page }) => {
    const email = freshEmail('social-nojs');
    await page.goto(`/registration/social-registration-second-step?token=${lobbyToken(email)}`);
    await page.getByLabel(en.registration.form.terms).check();
    await page.getByRole('button', { name: en.registration.form.completeRegistration }).click();
    await expect(page.getByRole('alert', { name: en.errors.errorSummaryTitle })).toContainText(
      en.registration.messages.shoppingPreferences,
    );
    await expect(page.getByLabel(en.registration.form.terms)).toBeChecked();
    await page.getByLabel(en.registration.shoppingPreferences.WOMEN).check();
    await page.getByRole('button', { name: en.registration.form.completeRegistration }).click();
    await expect(page).toHaveURL(/\/registration\/formfinished$/);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  test('membership application: a malformed address kept with its message, then the confirmation', async ({ page }) => {
    const apply = translations.pl.pages.membershipInterestApply;
    await page.goto('/pl/membership-interest/apply');
    await page.getByLabel(apply.emailLabel).fill('not-an-address');
    await page.getByRole('button', { name: apply.submit }).click();
    await expect(page.getByLabel(apply.emailLabel)).toHaveAccessibleDescription(apply.invalidEmail);
    await expect(page.getByLabel(apply.emailLabel)).toHaveValue('not-an-address');
    await page.getByLabel(apply.emailLabel).fill(freshEmail('apply-nojs'));
    await page.getByRole('button', { name: apply.submit }).click();
    await expect(page).toHaveURL('/pl/membership-interest/confirmation');
  });

  test('waiting list: a failed request offers a retry, which joins; a second join is a repeat', async ({ page }) => {
    await page.goto(`/lobby?token=${lobbyToken(freshEmail('lobby-nojs'))}`);
    await failNextBackendRequest('JoinWaitingList', 'http-500');
    await page.getByRole('button', { name: en.screenPages.lobby.join }).click();
    await expect(page.getByText(en.errors.generic)).toBeVisible();
    await page.getByRole('button', { name: en.screenPages.lobby.join }).click();
    await expect(page.getByText(en.screenPages.lobby.joined)).toBeVisible();
    await page.goto('/lobby');
    await page.getByRole('button', { name: en.screenPages.lobby.join }).click();
    await expect(page.getByText(en.screenPages.lobby.alreadyJoined)).toBeVisible();
  });

  test('account activation: with the button', async ({ page }) => {
    await page.goto('/registration/activateaccount?activationId=seeded-pending-activation');
    await page.getByRole('button', { name: en.registrationPages.activateAccount.activate }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      en.registrationPages.activateAccount.activatedHeading,
    );
    await page.goto('/registration/activateaccount?activationId=seeded-pending-activation');
    await page.getByRole('button', { name: en.registrationPages.activateAccount.activate }).click();
    await expect(page).toHaveURL(/\/registration\/activateaccountError\?reason=/);
  });

  test('the about-us carousel shows its first benefit and no arrows that could not turn it', async ({ page }) => {
    await page.goto('/about-us');
    const carousel = page.getByRole('region', { name: en.screenPages.aboutUs.carouselLabel });
    await expect(carousel.getByRole('heading', { name: en.screenPages.aboutUs.slides.invitation.title })).toBeVisible();
    await expect(carousel.getByRole('button')).toHaveCount(0); // hidden: not in the accessibility tree either
  });

  test('admin link generator: refused without sign-in, a code checked, then a link', async ({
    page,
    context,
    baseURL,
  }) => {
    const texts = en.screenPages.registrationLinkGenerator;
    await page.goto('/admin/registrationlinkgenerator');
    await expect(page.getByRole('heading', { name: en.screenPages.admin.refusedHeading })).toBeVisible();
    await context.addCookies([{ name: 'apollo:default.token', value: 'dev-admin-token', url: baseURL! }]);
    await page.goto('/admin/registrationlinkgenerator');
    await page.getByLabel(texts.codeLabel).fill('CODE WITH SPACES!');
    await page.getByRole('button', { name: texts.submit }).click();
    await expect(page.getByLabel(texts.codeLabel)).toHaveValue('CODE WITH SPACES!');
    await expect(page.getByLabel(texts.codeLabel)).toHaveAccessibleDescription(
      en.screenPages.registrationLinkGenerator.invalidCharacters,
    );
    await page.getByLabel(texts.codeLabel).fill('VALID-CODE');
    await page.getByRole('button', { name: texts.submit }).click();
    await expect(page.getByLabel(texts.linkLabel)).toContainText('rc=VALID-CODE');
    // Copying needs the browser's clipboard: without scripts the link is there to select, no dead button.
    await expect(page.getByRole('button', { name: texts.copy })).toHaveCount(0);
  });
});

test('a form submitted before the scripts arrive works: the application is sent', async ({ page }) => {
  const release = await delayScripts(page);
  const apply = en.pages.membershipInterestApply;
  await page.goto('/membership-interest/apply', { waitUntil: 'domcontentloaded' });
  await page.getByLabel(apply.emailLabel).fill(freshEmail('early'));
  await page.getByRole('button', { name: apply.submit }).click();
  await expect(page).toHaveURL('/membership-interest/confirmation');
  release();
});

test('the code entry before the scripts arrive checks the code', async ({ page }) => {
  const release = await delayScripts(page);
  await page.goto('/?landing-registration-flow=0', { waitUntil: 'domcontentloaded' });
  await page.getByLabel(en.codeEntry.label).fill('VALID-CODE');
  await page.getByRole('button', { name: en.codeEntry.submit }).click();
  await expect(page.getByRole('button', { name: en.registration.form.completeRegistration })).toBeVisible();
  release();
  await appReady(page);
  expect(await backendRequests('RegistrationCodeDetails')).toHaveLength(1);
  // The submit counts for analytics once the scripts are there, and a reload is no new submit.
  const submits = async () =>
    (await dataLayer(page)).filter((entry) => entry.event === 'submit_code_registration').length;
  await expect.poll(submits).toBe(1);
  await page.reload();
  await appReady(page);
  await expect(page.getByRole('button', { name: en.registration.form.completeRegistration })).toBeVisible();
  expect(await submits()).toBe(0);
});

test('social sign-up answers before the scripts arrive, and after', async ({ page }) => {
  const release = await delayScripts(page);
  await page.goto('/?rc=VALID-CODE&disablegb=true', { waitUntil: 'domcontentloaded' });
  const comingSoon = page.getByRole('status').filter({ hasText: en.registration.social.comingSoon });
  await page.getByRole('button', { name: en.registration.social.google }).click();
  await expect(comingSoon).toBeVisible();
  await comingSoon.getByRole('button', { name: en.toast.dismiss }).click();
  await expect(comingSoon).toBeHidden();
  release();
  await appReady(page);
  await page.getByRole('button', { name: en.registration.social.phone }).click();
  await expect(comingSoon).toBeVisible();
});

test('what is typed and chosen before the scripts arrive stays when they take over', async ({ page }) => {
  const release = await delayScripts(page);
  await page.goto('/?rc=VALID-CODE&landing-registration-flow=0', { waitUntil: 'domcontentloaded' });
  const email = freshEmail('early-choice');
  await fillRegistrationForm(page, 'en', { gender: 'female', firstName: 'Frühe', lastName: 'Wahl', email });
  await page.getByLabel(en.registration.form.country).selectOption('AT');
  release();
  await appReady(page);
  await expect(page.getByLabel(en.registration.form.genderFemale, { exact: true })).toBeChecked();
  await expect(page.getByLabel(en.registration.form.terms)).toBeChecked();
  await expect(page.getByLabel(en.registration.form.country)).toHaveValue('AT');
  await page.reload(); // kept for the tab like anything typed later
  await appReady(page);
  await expect(page.getByLabel(en.registration.form.firstName)).toHaveValue('Frühe');
  await expect(page.getByLabel(en.registration.form.terms)).toBeChecked();
  await page.getByRole('button', { name: en.registration.form.signUp }).click();
  await expect(page).toHaveURL(/\/registration\/formfinished$/);
  expect(await mailsTo(email)).toHaveLength(1);
});

test('an address typed into lean step 1 before the scripts arrive stays in step 1, to be sent from there', async ({
  page,
}) => {
  const release = await delayScripts(page);
  await page.goto('/?rc=VALID-CODE&landing-registration-flow=2', { waitUntil: 'domcontentloaded' });
  const form = en.registration.form;
  await page.getByLabel(form.email).fill(freshEmail('early-lean'));
  release();
  await appReady(page);
  // Typed on this page, it is not an address "given earlier": no jump to step 2 with it as known.
  await expect(page.getByRole('navigation', { name: 'Step 1 of 2' })).toBeVisible();
  await expect(page.getByRole('button', { name: form.signUpNow })).toBeVisible();
  await expect(page.getByLabel(form.email)).toHaveValue(/^early-lean/);
});

test('a lean step 1 sent before the scripts arrive is step 2 with its headline, kept when they take over', async ({
  page,
}) => {
  const release = await delayScripts(page);
  const pl = translations.pl;
  await page.goto('/pl?rc=VALID-CODE&landing-registration-flow=1', { waitUntil: 'domcontentloaded' });
  const email = freshEmail('early-step');
  await page.getByLabel(pl.registration.form.email).fill(email);
  await page.getByLabel(pl.registration.form.terms).check();
  await page.getByRole('button', { name: pl.registration.form.signUpNow }).click();
  const step2Heading = page.getByRole('heading', {
    level: 1,
    name: pl.landingPage.headlines.leanRegistrationStep2.title,
  });
  await expect(step2Heading).toBeVisible();
  release();
  await appReady(page);
  await page.goto('/pl?rc=VALID-CODE&landing-registration-flow=1'); // the tab kept step 1 as done
  await expect(step2Heading).toBeVisible();
  // Step 2 alone completes the registration: the tab kept step 1's address and consents too.
  await page.getByLabel(pl.registration.form.genderFemale, { exact: true }).check();
  await page.getByLabel(pl.registration.form.firstName).fill('Wczesna');
  await page.getByLabel(pl.registration.form.lastName).fill('Kolejność');
  await page.getByRole('button', { name: pl.registration.form.completeRegistration }).click();
  await expect(page).toHaveURL(/\/pl\/registration\/formfinished$/);
  expect(await mailsTo(email)).toHaveLength(1);
});
