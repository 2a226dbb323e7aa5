import { expect, test, type Page } from '@playwright/test';
import { mockOrigin } from '../playwright.config';
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
  const t = translations[language].pages;
  test(`visitors who are not signed in as admin get a refusal, never the tools, in ${language}`, async ({ page }) => {
    for (const path of ['/admin/registrationlinkgenerator', '/admin/splitgenerator']) {
      await page.goto(`${prefix}${path}`);
      await expect(page.getByRole('heading', { name: t.admin.refusedHeading })).toBeVisible();
      await expect(page.getByText(t.admin.signInHint)).toBeVisible();
      await expect(page.getByRole('textbox')).toHaveCount(0);
      await expect(page.getByRole('combobox', { name: t.splitGenerator.experimentLabel })).toHaveCount(0);
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
  const field = page.getByLabel(t.pages.registrationLinkGenerator.codeLabel);
  const submit = page.getByRole('button', { name: t.pages.registrationLinkGenerator.submit });

  await field.fill('NO-SUCH-CODE');
  await submit.click();
  await expect(field).toHaveAccessibleDescription(t.codeEntry.invalid);
  await field.fill('NO-BALANCE');
  await submit.click();
  await expect(field).toHaveAccessibleDescription(t.invitationErrors.noBalance);
  await field.fill('bad code!');
  await submit.click();
  await expect(field).toHaveAccessibleDescription(t.pages.registrationLinkGenerator.invalidCharacters);

  await field.fill('VALID-CODE');
  await submit.click();
  await expect(page.getByRole('status', { name: t.pages.registrationLinkGenerator.linkLabel })).toContainText(
    `${baseURL}/de?rc=VALID-CODE`,
  );
  const expiry = new Intl.DateTimeFormat('de', { dateStyle: 'long' }).format(Date.now() + 14 * 24 * 3600 * 1000);
  await expect(page.getByText(`Gültig bis ${expiry}`)).toBeVisible();
});

test('the split generator lists the experiments and gives a forcing link per mount', async ({ page, baseURL }) => {
  await signInAsAdmin(page, baseURL, '/admin/splitgenerator');
  const experiment = page.getByRole('combobox', { name: 'Experiment' });
  await expect(experiment.getByRole('option')).toContainText([
    'Lean registration (landing-registration-flow)',
    'Landing layout (landing-layout)',
  ]);
  await experiment.selectOption({ label: 'Landing layout (landing-layout)' });
  const variation = page.getByRole('combobox', { name: 'Variation' });
  await expect(variation.getByRole('option')).toHaveText(['0: Form beside the hero', '1: Form below the hero']);
  await variation.selectOption({ label: '1: Form below the hero' });
  await page.getByLabel('Registration code (optional)').fill('VALID-CODE');

  const links = page.locator('.admin-links code');
  await expect(links).toHaveCount(8);
  await expect(links.first()).toHaveText(`${baseURL}/?landing-layout=1&rc=VALID-CODE`);
  await expect(links).toContainText([`${baseURL}/de?landing-layout=1&rc=VALID-CODE`]);
  await expect(links).toContainText([`${baseURL}/sv?landing-layout=1&rc=VALID-CODE`]);

  await page.getByRole('button', { name: 'Copy link for Deutsch' }).click();
  await expect(page.getByText('Link copied to clipboard.')).toBeVisible();
  expect(await clipboard(page)).toBe(`${baseURL}/de?landing-layout=1&rc=VALID-CODE`);

  await page.goto(await clipboard(page));
  await expect(page.getByText('Julia').first()).toBeVisible();
});
