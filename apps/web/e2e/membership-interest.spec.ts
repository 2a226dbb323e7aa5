import { expect, test } from '@playwright/test';
import { appReady } from './app-ready';
import { failNextBackendRequest, resetMockBackend } from './mock-backend';
import { translations } from './translations';

test.beforeEach(resetMockBackend);

for (const [prefix, language] of [
  ['', 'en'],
  ['/de', 'de'],
] as const) {
  const t = translations[language].pages;

  test(`intro, apply and confirmation in ${language}`, async ({ page }) => {
    await page.goto(`${prefix}/membership-interest`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.membershipInterest.heading);
    await page.getByRole('link', { name: t.membershipInterest.applyNow }).click();

    await expect(page).toHaveURL(`${prefix}/membership-interest/apply`);
    await expect(page.getByText(t.membershipInterestApply.body)).toBeVisible();
    await page.getByRole('button', { name: t.membershipInterestApply.submit }).click();
    await expect(page.getByRole('alert')).toBeFocused();
    await expect(page.getByLabel(t.membershipInterestApply.emailLabel)).toHaveAccessibleDescription(
      t.membershipInterestApply.invalidEmail,
    );

    await page.getByLabel(t.membershipInterestApply.emailLabel).fill(`applicant-${language}@example.com`);
    await page.getByRole('button', { name: t.membershipInterestApply.submit }).click();
    await expect(page).toHaveURL(`${prefix}/membership-interest/confirmation`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.membershipInterestConfirmation.heading);
    await expect(page.getByText(t.membershipInterestConfirmation.body)).toBeVisible();
  });
}

test('an address that applied before leads to the confirmation too', async ({ page }) => {
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.goto('/membership-interest/apply');
    await page.getByLabel('Email address').fill('Twice@Example.com');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email Address Submitted Successfully');
  }
});

test('a dropped connection shows the network message, keeps the address, and a retry succeeds', async ({ page }) => {
  const t = translations.de;
  await page.goto('/de/membership-interest/apply');
  await appReady(page);
  // The visitor's connection to the site drops: the form's post through the router fails.
  await page.route('**/*.data*', (route) => route.abort('internetdisconnected'));
  const field = page.getByLabel(t.pages.membershipInterestApply.emailLabel);
  await field.fill('offline@example.com');
  await page.getByRole('button', { name: t.pages.membershipInterestApply.submit }).click();
  await expect(page.getByText(t.errors.network)).toBeVisible();
  await expect(field).toHaveValue('offline@example.com');

  await page.unroute('**/*.data*');
  await page.getByRole('button', { name: t.pages.membershipInterestApply.submit }).click();
  await expect(page).toHaveURL('/de/membership-interest/confirmation');
});

test('a backend that cannot be reached shows the network message; a server error the technical-issue one', async ({
  page,
}) => {
  await page.goto('/membership-interest/apply');
  await appReady(page);
  await failNextBackendRequest('ApplyForMembership', 'network');
  await page.getByLabel('Email address').fill('no-backend@example.com');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(translations.en.errors.network)).toBeVisible();
  await failNextBackendRequest('ApplyForMembership', 'http-500');
  await page.getByLabel('Email address').fill('server-error@example.com');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(translations.en.errors.generic)).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue('server-error@example.com');
});
