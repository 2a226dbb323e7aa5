import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { mockOrigin } from './stack';
import { appReady } from './app-ready';
import { backendRequests, failNextBackendRequest, resetMockBackend } from './mock-backend';
import { dataLayer, expectHeading, fillRegistrationForm, freshEmail, mailsTo } from './registration-helpers';
import { translations } from './translations';

const en = translations.en;
const de = translations.de;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

// Experiments are off (`disablegb=true`) where a test needs the default flow and layout;
// experiments.spec.ts covers the variants.
test.beforeEach(resetMockBackend);

test('an invited visitor registers, gets the mail and activates the account once', async ({ page }) => {
  const email = freshEmail('anna');
  await page.goto('/?rc=VALID-CODE&disablegb=true');
  await expectHeading(page, 'Julia has invited you to join');
  await appReady(page); // the registration is tracked (below) by the app
  await fillRegistrationForm(page, 'en', { gender: 'female', firstName: 'Anna', lastName: 'Muster', email }, true);
  await page.getByRole('button', { name: en.registration.form.signUp }).click();

  await expect(page).toHaveURL(/\/registration\/formfinished$/);
  await expectHeading(page, en.registrationPages.formFinished.heading);
  await expect(page.getByText(`The e-mail went to ${email}.`)).toBeVisible();

  await expect
    .poll(async () => (await dataLayer(page)).map((entry) => entry.event))
    .toEqual(
      expect.arrayContaining(['landing_form_registration', 'successful_user_registration', 'subscribe_newsletter']),
    );
  const entries = await dataLayer(page);
  expect(JSON.stringify(entries)).not.toContain(email);
  expect(entries.find((entry) => entry.event === 'successful_user_registration')).toMatchObject({
    hashed_email: sha256(email),
    hashed_registration_id: expect.stringMatching(/^[0-9a-f]{64}$/),
  });

  const [mail] = await mailsTo(email);
  expect(mail?.activationUrl).toMatch(/\/registration\/activateaccount\?activationId=/);
  await page.goto(mail!.activationUrl);
  await expectHeading(page, en.registrationPages.activateAccount.activatedHeading);
  await expect(page.getByRole('link', { name: en.registrationPages.activateAccount.login })).toBeVisible();

  await page.goto(mail!.activationUrl); // an activation id works once
  await expect(page).toHaveURL(/\/registration\/activateaccountError\?reason=failed$/);
  await expect(page.getByText(en.registrationPages.activateAccountError.failed)).toBeVisible();
});

test('an unknown activation id says the link is invalid, in German', async ({ page }) => {
  await page.goto('/de/registration/activateaccount?activationId=no-such-id');
  await expect(page).toHaveURL(/\/de\/registration\/activateaccountError\?reason=invalid-link$/);
  await expect(page.getByText(de.registrationPages.activateAccountError.invalidLink)).toBeVisible();
});

test('an active account is sent on to the login page, in German', async ({ page }) => {
  await page.goto('/de?rc=VALID-CODE&disablegb=true');
  await fillRegistrationForm(page, 'de', {
    gender: 'male',
    firstName: 'Max',
    lastName: 'Aktiv',
    email: 'active@example.com',
  });
  await page.getByRole('button', { name: de.registration.form.signUp }).click();
  await expect(page).toHaveURL(/\/de\/registration\/registrationformemailactivecomplete$/);
  await expectHeading(page, de.registrationPages.emailActiveComplete.heading);
  await page.waitForURL(`${mockOrigin}/dev/login`, { timeout: 10_000 });
});

test('a pending account gets its mail again and may register another address', async ({ page }) => {
  // The invitation and the address are kept in the tab by the scripts: with them, from the start.
  await page.goto('/?rc=VALID-CODE&disablegb=true');
  await appReady(page);
  await fillRegistrationForm(page, 'en', {
    gender: 'female',
    firstName: 'Paula',
    lastName: 'Pending',
    email: 'pending@example.com',
  });
  await page.getByRole('button', { name: en.registration.form.signUp }).click();
  await expect(page).toHaveURL(/\/registration\/registrationformemailpendingcomplete$/);
  expect((await mailsTo('pending@example.com')).length).toBeGreaterThan(0);

  await appReady(page);
  await page.getByRole('link', { name: en.registrationPages.emailPendingComplete.useAnotherAddress }).click();
  await expect(page.getByLabel(en.registration.form.email)).toHaveValue('');
  await expect(page.getByLabel(en.registration.form.firstName)).toHaveValue('Paula');
});

test('a failed submit keeps every value, a retry works, and a double click registers once', async ({ page }) => {
  const email = freshEmail('retry');
  await page.goto('/de?rc=VALID-CODE&disablegb=true');
  await appReady(page);
  await failNextBackendRequest('RegisterByEmail', 'network');
  await fillRegistrationForm(page, 'de', { gender: 'female', firstName: 'Zoë', lastName: 'Netz', email });
  await page.getByRole('button', { name: de.registration.form.signUp }).click();
  await expect(page.getByText(de.errors.network)).toBeVisible();
  await expect(page.getByLabel(de.registration.form.firstName)).toHaveValue('Zoë');
  await expect(page.getByLabel(de.registration.form.email)).toHaveValue(email);
  await expect(page.getByLabel(de.registration.form.terms)).toBeChecked();

  await page.getByRole('button', { name: de.registration.form.signUp }).dblclick();
  await expect(page).toHaveURL(/\/de\/registration\/formfinished$/);
  // The failed attempt and one retry reached the backend: the double click registered once.
  expect(await backendRequests('RegisterByEmail')).toHaveLength(2);
  expect(await mailsTo(email)).toHaveLength(1);
});

test('typed values survive a reload and a language switch', async ({ page }) => {
  await page.goto('/?rc=VALID-CODE&disablegb=true');
  await appReady(page); // the app keeps what is typed from then on
  await page.getByLabel(en.registration.form.firstName).fill('Bleibt');
  await page.getByLabel(en.registration.form.email).fill('bleibt@example.com');
  await page.reload();
  await expect(page.getByLabel(en.registration.form.firstName)).toHaveValue('Bleibt');
  await page.getByLabel(en.footer.language).selectOption('pl');
  await expect(page).toHaveURL(/\/pl\?rc=VALID-CODE&disablegb=true$/);
  await expect(page.getByLabel(translations.pl.registration.form.firstName)).toHaveValue('Bleibt');
  await expect(page.getByLabel(translations.pl.registration.form.email)).toHaveValue('bleibt@example.com');
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain('bleibt@example.com');
});

test('lean registration: e-mail first, then the details, forced by the experiment link, in Polish', async ({
  page,
}) => {
  const pl = translations.pl;
  const email = freshEmail('lean');
  await page.goto('/pl?rc=VALID-CODE&landing-registration-flow=1');
  await expect(page.locator('.landing')).toHaveAttribute('data-flow', 'leanStep1');
  await expect(page.getByLabel(pl.registration.form.firstName)).toHaveCount(0);
  await page.getByLabel(pl.registration.form.email).fill(email);
  await page.getByLabel(pl.registration.form.terms).check();
  await page.getByRole('button', { name: pl.registration.form.signUpNow }).click();

  await expectHeading(page, pl.landingPage.headlines.leanRegistrationStep2.title);
  await appReady(page); // the scripts keep step 1 as done for the tab
  await page.reload(); // step 2 and the e-mail survive a reload
  await page.getByLabel(pl.registration.form.genderMale, { exact: true }).check();
  await page.getByLabel(pl.registration.form.firstName).fill('Łukasz');
  await page.getByLabel(pl.registration.form.lastName).fill('Żółkiewski');
  await expect(page.getByRole('navigation', { name: 'Krok 2 z 2' })).toBeVisible();
  await page.getByRole('button', { name: pl.registration.form.completeRegistration }).click();
  await expect(page).toHaveURL(/\/pl\/registration\/formfinished$/);
  expect(await mailsTo(email)).toHaveLength(1);
});

test('the centre single-column layout, forced by the experiment link, puts the form under the hero', async ({
  page,
}) => {
  await page.goto('/?rc=VALID-CODE&landing-layout=1&landing-registration-flow=0');
  await expect(page.locator('.landing')).toHaveAttribute('data-layout', 'center-single-column');
  const hero = await page.getByRole('heading', { level: 1 }).boundingBox();
  const form = await page.getByRole('form', { name: en.registration.form.heading }).boundingBox();
  expect(form!.y).toBeGreaterThan(hero!.y + hero!.height);
});
