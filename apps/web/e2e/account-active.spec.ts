import { expect, test } from '@playwright/test';
import { mockOrigin } from './stack';
import { appReady } from './app-ready';
import { resetMockBackend } from './mock-backend';
import { translations } from './translations';

test.beforeEach(resetMockBackend);

const activePage = '/de/registration/registrationformemailactivecomplete';
const text = translations.de.registrationPages.emailActiveComplete;

test('the redirect to the login page replaces the page: Back returns to where the visitor came from', async ({
  page,
}) => {
  await page.goto('/de/about-us');
  await page.goto(activePage);
  await page.waitForURL(`${mockOrigin}/dev/login`, { timeout: 10_000 });
  await page.goBack();
  await expect(page).toHaveURL('/de/about-us');
});

test('the visitor can stop the redirect (WCAG 2.2.1) and log in when ready', async ({ page }) => {
  const toLogin: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.url().startsWith(`${mockOrigin}/dev/login`))
      toLogin.push(request.url());
  });
  await page.clock.install(); // the page's time runs as usual until the test moves it on
  await page.goto(activePage);
  await appReady(page);
  await page.getByRole('button', { name: text.redirect.stop }).click();
  await expect(page.getByRole('status')).toHaveText(text.redirect.stopped);
  await expect(page.getByRole('link', { name: text.loginNow })).toBeFocused();
  await page.clock.runFor(6000); // past the 5 s: a redirect still pending would have started now
  await expect(page.getByRole('link', { name: text.loginNow })).toBeFocused();
  expect(toLogin).toEqual([]);
  await expect(page).toHaveURL(activePage);
});
