import { expect, test } from '@playwright/test';
import { appReady } from './app-ready';
import { backendRequests, resetMockBackend } from './mock-backend';
import { expectHeading, fillRegistrationForm, freshEmail } from './registration-helpers';
import { translations } from './translations';

const { en, de, pl } = translations;

test.beforeEach(resetMockBackend);

test('real names register as typed, sent normalised: a leading space, O’Brien, Ó Súilleabháin', async ({ page }) => {
  // What reached the backend: the registrations' inputs, as the app's server sent them.
  const sent = async () => (await backendRequests('RegisterByEmail')).map((request) => request.variables?.input);
  await page.goto('/?rc=VALID-CODE&disablegb=true');
  await appReady(page);
  const email = freshEmail('obrien');
  await fillRegistrationForm(page, 'en', { gender: 'male', firstName: ' Seán  Óg', lastName: 'O’Brien', email });
  await page.getByRole('button', { name: en.registration.form.signUp }).click();
  await expect(page).toHaveURL(/\/registration\/formfinished$/);
  expect(await sent()).toMatchObject([{ firstName: 'Seán Óg', lastName: 'O’Brien', email }]);

  await page.goto('/?rc=VALID-CODE&disablegb=true');
  await appReady(page);
  const second = freshEmail('suilleabhain');
  await fillRegistrationForm(page, 'en', {
    gender: 'female',
    firstName: 'Åsa',
    lastName: 'Ó Súilleabháin',
    email: second,
  });
  await page.getByRole('button', { name: en.registration.form.signUp }).click();
  await expect(page).toHaveURL(/\/registration\/formfinished$/);
  expect((await sent())[1]).toMatchObject({ firstName: 'Åsa', lastName: 'Ó Súilleabháin' });
});

test('a name of spaces only asks for the name; characters no name has ask for valid ones', async ({ page }) => {
  await page.goto('/?rc=VALID-CODE&disablegb=true');
  await appReady(page);
  const form = en.registration.form;
  await fillRegistrationForm(page, 'en', {
    gender: 'female',
    firstName: '   ',
    lastName: 'Anna<b>',
    email: freshEmail('spaces'),
  });
  await page.getByRole('button', { name: form.signUp }).click();
  await expect(page.getByRole('alert').first()).toBeFocused();
  await expect(page.getByLabel(form.firstName)).toHaveAccessibleDescription(en.registration.messages.firstName);
  await expect(page.getByLabel(form.lastName)).toHaveAccessibleDescription(en.registration.messages.invalidCharacters);
});

test('the apply form keeps a typed address over a reload and a language switch', async ({ page }) => {
  await page.goto('/membership-interest/apply');
  await appReady(page);
  const field = page.getByLabel(en.pages.membershipInterestApply.emailLabel);
  await field.fill('kept.applicant@example.com');
  await page.reload();
  await appReady(page);
  await expect(field).toHaveValue('kept.applicant@example.com');
  await page.getByLabel(en.footer.language).selectOption('de');
  await expect(page).toHaveURL('/de/membership-interest/apply');
  await appReady(page);
  await expect(page.getByLabel(de.pages.membershipInterestApply.emailLabel)).toHaveValue('kept.applicant@example.com');
});

test('the code entry form keeps a typed code and shows its errors in a summary that takes focus', async ({ page }) => {
  await page.goto('/pl');
  await appReady(page);
  const code = pl.codeEntry;
  const field = page.getByLabel(code.label);
  await page.getByRole('button', { name: code.submit }).click();
  const summary = page.getByRole('alert').filter({ hasText: code.missing });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: code.missing })).toBeVisible();
  await expect(field).toHaveAccessibleDescription(code.missing);

  await field.fill('NO-SUCH-CODE');
  await page.reload();
  await appReady(page);
  await expect(field).toHaveValue('NO-SUCH-CODE');
  await page.getByLabel(pl.footer.language).selectOption('de');
  await expect(page).toHaveURL(/\/de$/);
  await appReady(page);
  const germanField = page.getByLabel(de.codeEntry.label);
  await expect(germanField).toHaveValue('NO-SUCH-CODE');

  await page.getByRole('button', { name: de.codeEntry.submit }).click();
  const invalid = page.getByRole('alert').filter({ hasText: de.codeEntry.invalid });
  await expect(invalid).toBeFocused();
  await expect(germanField).toHaveAccessibleDescription(de.codeEntry.invalid);
  await invalid.getByRole('link', { name: de.codeEntry.invalid }).click();
  await expect(germanField).toBeFocused();
});

test('the code entry form checks a code once however often it is sent, and opens the form for a valid one', async ({
  page,
}) => {
  await page.goto('/?disablegb=true');
  await appReady(page);
  await page.getByLabel(en.codeEntry.label).fill('  VALID-CODE ');
  await page.getByRole('button', { name: en.codeEntry.submit }).dblclick();
  await expectHeading(page, 'Julia has invited you to join');
  await expect(page.getByRole('button', { name: en.registration.form.completeRegistration })).toBeVisible();
  expect(await backendRequests('RegistrationCodeDetails')).toHaveLength(1);
});
