import { expect, test } from '@playwright/test';
import { appReady } from './app-ready';
import { delayScripts } from './delay-scripts';
import { resetMockBackend } from './mock-backend';
import { translations } from './translations';

test.beforeEach(resetMockBackend);

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('lands on the German pages, query kept, and the locale cookie says so', async ({ page, context }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/de');
    const locale = (await context.cookies()).find((cookie) => cookie.name === 'locale');
    expect(locale).toMatchObject({ value: 'de', path: '/', sameSite: 'Lax' });
    expect(locale!.expires - Date.now() / 1000).toBeGreaterThan(60 * 60 * 24 * 364);
    await page.goto('/about-us?utm_source=newsletter');
    await expect(page).toHaveURL('/de/about-us?utm_source=newsletter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Über uns');
  });

  test('keeps an explicit language prefix', async ({ page }) => {
    await page.goto('/it/about-us');
    await expect(page).toHaveURL('/it/about-us');
  });
});

test('the lang cookie redirects to its prefix', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'fr', url: baseURL! }]);
  await page.goto('/de/about-us');
  await expect(page).toHaveURL('/fr/about-us');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('?lang wins over the cookie; a hostile value is ignored', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'fr', url: baseURL! }]);
  await page.goto('/about-us?lang=sv');
  await expect(page).toHaveURL(/\/sv\/about-us\?lang=sv$/);
  await page.goto('/nl/about-us?lang=../../x');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/fr/about-us');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('the language switch keeps the page and query, encodes URLs in values and writes the cookie', async ({
  page,
  context,
}) => {
  await page.goto('/de/about-us?rc=VALID-CODE&redirectUrl=https://app.example/cb?x=1');
  // Choosing alone switches once the app runs; before, the select's button does (without-javascript.spec).
  await appReady(page);
  await page.getByLabel('Sprache').selectOption('pl');
  await expect(page).toHaveURL('/pl/about-us?rc=VALID-CODE&redirectUrl=https%3A%2F%2Fapp.example%2Fcb%3Fx%3D1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('O nas');
  const lang = (await context.cookies()).find((cookie) => cookie.name === 'lang');
  expect(lang).toMatchObject({ value: 'pl', path: '/', sameSite: 'Lax' });
  // Max-Age=2147483647 as docs/product.md §9 says; Chromium caps every cookie at 400 days.
  expect(lang!.expires - Date.now() / 1000).toBeGreaterThan(60 * 60 * 24 * 399);
});

test('a language chosen before the scripts arrive is switched to once they run, not undone', async ({ page }) => {
  const release = await delayScripts(page);
  await page.goto('/about-us', { waitUntil: 'domcontentloaded' });
  await page.getByLabel(translations.en.footer.language).selectOption('sv');
  release();
  await expect(page).toHaveURL('/sv/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translations.sv.screenPages.aboutUs.heading);
});

test('a language chosen in the select wins over the `?lang` the visitor came with', async ({ page, context }) => {
  await page.goto('/about-us?lang=it&utm_source=newsletter');
  await expect(page).toHaveURL('/it/about-us?lang=it&utm_source=newsletter');
  await appReady(page);
  await page.getByLabel(translations.it.footer.language).selectOption('de');
  await expect(page).toHaveURL('/de/about-us?utm_source=newsletter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Über uns');
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('de');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Über uns');
});

test('a language restored from acqParams gives way to the visitor’s choice too', async ({ page }) => {
  await page.goto(`/about-us?acqParams=${encodeURIComponent('lang=it&rc=VALID-CODE')}`);
  await expect(page).toHaveURL('/it/about-us?lang=it&rc=VALID-CODE');
  await appReady(page);
  await page.getByLabel(translations.it.footer.language).selectOption('pl');
  await expect(page).toHaveURL('/pl/about-us?rc=VALID-CODE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('O nas');
});

test('on the activation page a chosen language wins over `?lang` without a reload', async ({ page }) => {
  await page.goto('/registration/activateaccount?activationId=seeded-pending-activation&lang=it');
  await appReady(page);
  await page.getByLabel(translations.it.footer.language).selectOption('sv');
  await expect(page).toHaveURL('/sv/registration/activateaccount?activationId=seeded-pending-activation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    translations.sv.registrationPages.activateAccount.activatedHeading,
  );
});

test('on the activation page the language changes without a reload', async ({ page }) => {
  await page.goto('/registration/activateaccount?activationId=seeded-pending-activation');
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await appReady(page);
  await page.getByLabel('Language').selectOption('sv');
  await expect(page).toHaveURL('/sv/registration/activateaccount?activationId=seeded-pending-activation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    translations.sv.registrationPages.activateAccount.activatedHeading,
  );
  expect(await page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
});
