import { expect, test } from '@playwright/test';
import { resetMockBackend } from './mock-backend';
import { dataLayer, expectHeading } from './registration-helpers';
import { lobbyToken } from './tokens';
import { translations } from './translations';

const en = translations.en;
const de = translations.de;

test.beforeEach(resetMockBackend);

// Every code scenario of apps/mock-server/README.md through an invitation link: the message (or deny
// page) and the tracking event of docs/product.md §8 where it names one.
const linkScenarios = [
  ['NO-BALANCE', '', en.invitationErrors.noBalance, 'error_registration_code_no_balance'],
  ['PENDING-EXCEEDS-BALANCE', '', en.invitationErrors.noBalance, 'error_registration_code_no_balance'],
  ['INVALID-INVITER', '', en.invitationErrors.invalid, null],
  ['CUSTOMIZATION-MISSING', '', en.invitationErrors.invalid, null],
  ['LINK-ONLY', '', en.invitationErrors.invalidLink, 'error_registration_timestamp_missing'],
] as const;

for (const [code, query, message, event] of linkScenarios) {
  test(`a link with ${code} shows its message and the code form`, async ({ page }) => {
    await page.goto(`/?rc=${code}&disablegb=true${query}`);
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page.getByRole('button', { name: en.codeEntry.submit })).toBeVisible();
    await expect(
      page.locator('#registration').getByRole('link', { name: en.registration.applyForMembership }),
    ).toBeVisible();
    const events = (await dataLayer(page)).map((entry) => entry.event);
    if (event) await expect.poll(async () => (await dataLayer(page)).map((entry) => entry.event)).toContain(event);
    else expect(events.filter((name) => String(name).startsWith('error_'))).toEqual([]);
  });
}

test('a link with an unknown code says the code is not valid and keeps it for correcting', async ({ page }) => {
  await page.goto('/?rc=UNKNOWN-CODE&disablegb=true');
  await expect(page.getByLabel(en.codeEntry.label)).toHaveAccessibleDescription(en.codeEntry.invalid);
  await expect(page.getByLabel(en.codeEntry.label)).toHaveValue('UNKNOWN-CODE');
});

test('an expired link ends at the deny page’s expired variant, in German', async ({ page }) => {
  await page.goto('/de?rc=VALID-CODE&validityTimestamp=2020-01-01T00:00:00Z&disablegb=true');
  await expect(page).toHaveURL(/\/de\/registration\/deny\?reason=expired$/);
  await expect(page.getByText(de.pages.deny.expired)).toBeVisible();
  expect((await dataLayer(page)).map((entry) => entry.event)).toContain('error_registration_code_expired');
});

test('a forbidden referrer reported by the backend ends at the deny page', async ({ page }) => {
  await page.goto('/?rc=INVALID-REFERER&disablegb=true');
  await expect(page).toHaveURL(/\/registration\/deny$/);
  await expect(page.getByText(en.pages.deny.invalid)).toBeVisible();
});

test('a still-valid generated link opens the form', async ({ page }) => {
  const inTwoWeeks = new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString();
  await page.goto(`/?rc=LINK-ONLY&validityTimestamp=${encodeURIComponent(inTwoWeeks)}&disablegb=true`);
  await expectHeading(page, 'Julia has invited you to join');
  await expect(page.getByRole('button', { name: en.registration.form.signUp })).toBeVisible();
});

test('without a code the visitor enters one; a valid one opens the code variant of the form, in German', async ({
  page,
}) => {
  await page.goto('/de?disablegb=true');
  await expectHeading(page, de.landingPage.headlines.default.title);
  await page.getByRole('button', { name: de.codeEntry.submit }).click();
  await expect(page.getByLabel(de.codeEntry.label)).toHaveAccessibleDescription(de.codeEntry.missing);
  await page.getByLabel(de.codeEntry.label).fill('WRONG');
  await page.getByRole('button', { name: de.codeEntry.submit }).click();
  await expect(page.getByLabel(de.codeEntry.label)).toHaveAccessibleDescription(de.codeEntry.invalid);
  await page.getByLabel(de.codeEntry.label).fill('VALID-CODE');
  await page.getByRole('button', { name: de.codeEntry.submit }).click();
  await expectHeading(page, de.landingPage.headlines.viral.title.replace('{inviter}', 'Julia'));
  await expect(page.getByRole('button', { name: de.registration.form.completeRegistration })).toBeVisible();
  // Sent before the scripts arrived (a busy phone), the submit counts once they are there.
  await expect
    .poll(async () => (await dataLayer(page)).map((entry) => entry.event))
    .toContain('submit_code_registration');

  await page.reload(); // the checked code is kept for the tab
  await expect(page.getByRole('button', { name: de.registration.form.completeRegistration })).toBeVisible();
});

test('social and phone sign-up answer that they are coming soon', async ({ page }) => {
  await page.goto('/?rc=VALID-CODE&disablegb=true');
  await page.getByRole('button', { name: en.registration.social.apple }).click();
  await expect(page.getByRole('status').filter({ hasText: en.registration.social.comingSoon })).toBeVisible();
});

test('the members-only product popup starts the registration with its e-mail', async ({ page }) => {
  await page.goto('/?rc=VALID-CODE&disablegb=true&previousPDPPage=%2Fp%2Fquilted-bag');
  const popup = page.getByRole('dialog', { name: en.registration.productPopup.heading });
  await popup.getByRole('button', { name: en.registration.productPopup.submit }).click();
  await expect(popup.getByLabel(en.registration.form.email)).toHaveAccessibleDescription(
    en.registration.messages.email,
  );
  await popup.getByLabel(en.registration.form.email).fill('shared@example.com');
  await popup.getByRole('button', { name: en.registration.productPopup.submit }).click();
  await expect(popup).toBeHidden();
  // By role: the closed popup's own field stays in the page until its close event has been handled.
  await expect(page.getByRole('textbox', { name: en.registration.form.email })).toHaveValue('shared@example.com');
});

test('the gift voucher page offers the login and the code entry', async ({ page }) => {
  await page.goto('/registration/gift-voucher');
  await expect(page.getByText(en.registrationPages.giftVoucher.body)).toBeVisible();
  await page.getByRole('link', { name: en.registrationPages.giftVoucher.enterCode }).click();
  await expect(page.getByRole('button', { name: en.codeEntry.submit })).toBeVisible();
});

test('the social second step completes a registration with shopping preferences, in German', async ({ page }) => {
  const email = `social.${Date.now()}@example.com`;
  await page.goto(`/de/registration/social-registration-second-step?token=${lobbyToken(email)}&utm_source=mail`);
  // The token leaves the address bar, as in the lobby; a reload still finds it.
  await expect(page).toHaveURL('/de/registration/social-registration-second-step?utm_source=mail');
  await page.reload();
  await expect(page.getByText(`${email}`)).toBeVisible();
  const form = de.registration;
  await page.getByRole('button', { name: form.form.completeRegistration }).click();
  await expect(page.getByRole('link', { name: form.messages.shoppingPreferences })).toBeVisible();
  await expect(page.getByRole('link', { name: form.messages.terms })).toBeVisible();
  await page.getByLabel(form.shoppingPreferences.WOMEN).check();
  await page.getByLabel(form.shoppingPreferences.BEAUTY).check();
  await page.getByLabel(form.form.terms).check();
  await page.getByRole('button', { name: form.form.completeRegistration }).click();
  await expect(page).toHaveURL(/\/de\/registration\/formfinished$/);
});
