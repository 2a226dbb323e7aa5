import { expect, test, type Page } from '@playwright/test';
import { mockOrigin } from './stack';
import { resetMockBackend } from './mock-backend';
import { translations } from './translations';

test.beforeEach(async ({ context, baseURL }) => {
  await resetMockBackend();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
});

/** Signs in as the mock backend's admin (cookie `apollo:default.token`), landing on `path`. */
async function signInAsAdmin(page: Page, baseURL: string | undefined, path: string) {
  await page.goto(`${mockOrigin}/dev/admin-sign-in?redirect=${encodeURIComponent(`${baseURL}${path}`)}`);
  await expect(page).toHaveURL(`${baseURL}${path}`);
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

for (const [prefix, language] of [
  ['', 'en'],
  ['/de', 'de'],
] as const) {
  const t = translations[language].screenPages;
  test(`visitors who are not signed in as admin get a refusal, never the tools, in ${language}`, async ({ page }) => {
    for (const path of ['/admin/registrationlinkgenerator', '/admin/splitgenerator']) {
      await page.goto(`${prefix}${path}`);
      await expect(page.getByRole('heading', { name: t.admin.refusedHeading })).toBeVisible();
      await expect(page.getByText(t.admin.signInHint)).toBeVisible();
      await expect(page.getByRole('textbox')).toHaveCount(0);
      await expect(page.getByRole('table')).toHaveCount(0);
    }
  });
}

test('an admin creates a 14-day registration link, copies it, and it opens the invitation', async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page, baseURL, '/admin/registrationlinkgenerator');
  await expect(page.getByText('Signed in as')).toBeVisible();
  await page.getByLabel('Registration code').fill('VALID-CODE');
  await page.getByRole('button', { name: 'Create link' }).click();

  const link = page.getByRole('status', { name: 'Registration link' });
  await expect(link).toContainText(`${baseURL}/?rc=VALID-CODE&validityTimestamp=`);
  const expiry = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(Date.now() + 14 * 24 * 3600 * 1000);
  await expect(page.getByText(`Valid until ${expiry}`)).toBeVisible();

  await page.getByRole('button', { name: 'Copy link to clipboard' }).click();
  await expect(page.getByText('Link copied to clipboard.')).toBeVisible();
  const url = await clipboard(page);
  expect(url).toBe(await link.textContent());

  await page.goto(url);
  await expect(page.getByText('Julia').first()).toBeVisible();
  await expect(page.getByText(/invalid|expired/i)).toHaveCount(0);
});

test('unusable codes get clear messages, in German, with the expiry in German', async ({ page, baseURL }) => {
  const t = translations.de;
  await signInAsAdmin(page, baseURL, '/de/admin/registrationlinkgenerator');
  const field = page.getByLabel(t.screenPages.registrationLinkGenerator.codeLabel);
  const submit = page.getByRole('button', { name: t.screenPages.registrationLinkGenerator.submit });

  await field.fill('NO-SUCH-CODE');
  await submit.click();
  await expect(field).toHaveAccessibleDescription(t.codeEntry.invalid);
  await field.fill('NO-BALANCE');
  await submit.click();
  await expect(field).toHaveAccessibleDescription(t.invitationErrors.noBalance);
  await field.fill('bad code!');
  await submit.click();
  await expect(field).toHaveAccessibleDescription(t.screenPages.registrationLinkGenerator.invalidCharacters);

  await field.fill('VALID-CODE');
  await submit.click();
  await expect(page.getByRole('status', { name: t.screenPages.registrationLinkGenerator.linkLabel })).toContainText(
    `${baseURL}/de?rc=VALID-CODE`,
  );
  const expiry = new Intl.DateTimeFormat('de', { dateStyle: 'long' }).format(Date.now() + 14 * 24 * 3600 * 1000);
  await expect(page.getByText(`Gültig bis ${expiry}`)).toBeVisible();
});

test('the split generator gives a link per value and mount, with the optional code', async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL, '/admin/splitgenerator');
  const layouts = page.getByRole('region', { name: 'Layout landing-layout' });
  await expect(layouts.getByRole('row', { name: /^\d: / })).toHaveText([
    /^0: right-double-columnForm beside the hero/,
    /^1: center-single-columnForm below the hero/,
    /^2: only-mobilePhone-width column/,
  ]);
  await page.getByLabel('Registration code (optional)').fill('VALID-CODE');
  const centre = layouts.getByRole('row', { name: /^1: / }).getByRole('link');
  await expect(centre).toHaveCount(8);
  await expect(centre.first()).toHaveAttribute('href', `${baseURL}/?landing-layout=1&rc=VALID-CODE`);
  await expect(layouts.getByRole('row', { name: /^1: / }).getByRole('link', { name: '/sv' })).toHaveAttribute(
    'href',
    `${baseURL}/sv?landing-layout=1&rc=VALID-CODE`,
  );

  await layouts.getByRole('row', { name: /^1: / }).getByRole('link', { name: '/de' }).click();
  await expect(page).toHaveURL(`${baseURL}/de?landing-layout=1&rc=VALID-CODE`);
  await expect(page.locator('.landing')).toHaveAttribute('data-layout', 'center-single-column');
  await expect(page.getByText('Julia').first()).toBeVisible();
});
