import { expect, test } from '@playwright/test';
import { mockOrigin } from './stack';
import { appReady } from './app-ready';
import { resetMockBackend } from './mock-backend';
import { lobbyToken } from './tokens';
import { translations } from './translations';

test.beforeEach(resetMockBackend);

for (const [prefix, language] of [
  ['', 'en'],
  ['/de', 'de'],
] as const) {
  const t = translations[language].screenPages.lobby;

  test(`the lobby lets the visitor join the waiting list, in ${language}`, async ({ page }) => {
    const token = lobbyToken(`lobby-${language}@example.com`);
    await page.goto(`${prefix}/lobby?token=${token}&utm_source=mail`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
    await expect(page).toHaveTitle(translations[language].app.name); // the brand once, not "… | Members Only"
    // The token leaves the address; other parameters stay.
    await expect(page).toHaveURL(`${prefix}/lobby?utm_source=mail`);
    await expect(page.getByText(`lobby-${language}@example.com`)).toBeVisible();
    await expect(page.getByRole('link', { name: t.legalLink })).toHaveAttribute(
      'href',
      `https://help.membersonly.com/${language}/articles/delete-social-login-account`,
    );
    await expect(page.getByRole('link', { name: t.backToLogin })).toHaveAttribute('href', `${mockOrigin}/dev/login`);

    await page.getByRole('button', { name: t.join }).click();
    await expect(page.getByText(t.joined)).toBeVisible();
    expect(JSON.stringify(await page.evaluate(() => window.dataLayer ?? []))).not.toContain(token);

    // A reload keeps the lobby: the token was kept for the session. A second join is a repeat.
    await page.reload();
    await page.getByRole('button', { name: t.join }).click();
    await expect(page.getByText(t.alreadyJoined)).toBeVisible();
  });
}

test('the e-mail in the token is shown as text, never as markup', async ({ page }) => {
  const email = '<img src=x onerror="document.title=1">@example.com';
  await page.goto(`/lobby?token=${lobbyToken(email)}`);
  await expect(page.getByText(email, { exact: false })).toBeVisible();
  await expect(page.locator('main img')).toHaveCount(0);
});

test('a language switch keeps the lobby without putting the token back into the address', async ({ page }) => {
  await page.goto(`/de/lobby?token=${lobbyToken('switch@example.com')}`);
  await expect(page).toHaveURL('/de/lobby');
  await appReady(page);
  await page.getByLabel(translations.de.footer.language).selectOption('fr');
  await expect(page).toHaveURL('/fr/lobby');
  await expect(page.getByRole('button', { name: translations.fr.screenPages.lobby.join })).toBeVisible();
  await expect(page.getByText('switch@example.com')).toBeVisible();
});

test('back to login opens the login page', async ({ page }) => {
  await page.goto(`/lobby?token=${lobbyToken('login@example.com')}`);
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(`${mockOrigin}/dev/login`);
});

test('a token without an e-mail, and a lobby without any token, deny access', async ({ page }) => {
  await page.goto('/lobby?token=not.a-token.at-all');
  await expect(page).toHaveURL('/registration/deny');
  await page.goto('/pl/lobby');
  await expect(page).toHaveURL('/pl/registration/deny');
  await expect(page.getByText(translations.pl.pages.deny.invalid)).toBeVisible();
});
