import { expect, test, type Locator, type Page } from '@playwright/test';
import { appReady } from './app-ready';
import { resetMockBackend } from './mock-backend';
import { countRenders, renderedSinceLastCall } from './react-renders';
import { lobbyToken } from './tokens';
import { translations } from './translations';

// What a tap or a key costs in each form, counted in components React renders, so that no host's
// noise can hide it (pnpm bench:interactions measures the time). The forms' fields are the
// browser's own, uncontrolled (decision 34): a keystroke, a tick or the first tap
// has nothing to render. A keystroke that re-rendered the landing page and its form (42 components,
// the registration state read whole) and a first tap that re-rendered the page when GrowthBook took
// over (25) made the registration form slow on a phone.
const en = translations.en;
const form = en.registration.form;

// Taps, as on a phone.
test.use({ hasTouch: true });

test.beforeEach(async ({ page }) => {
  await resetMockBackend();
  await countRenders(page);
});

/**
 * Opens a form's page once it has hydrated and settled, its start-up renders counted apart: the
 * routes of the page's links arrive after hydration (lazy route discovery, a request of its own) and
 * render the router's tree once, which a tap must not be blamed for.
 */
async function open(page: Page, address: string) {
  await page.goto(address);
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('data-third-parties-started');
  await page.waitForLoadState('networkidle');
  await renderedSinceLastCall(page);
}

/** What one interaction rendered, once what it set going had time to come (the SDK a first tap starts). */
async function rendersOf(page: Page, interaction: () => Promise<void>, settle = 150): Promise<string[]> {
  await interaction();
  await page.waitForTimeout(settle);
  return renderedSinceLastCall(page);
}

/** Types into a field key by key, and the components each key rendered. */
async function rendersPerKey(page: Page, field: Locator, text: string): Promise<string[][]> {
  await field.focus();
  await renderedSinceLastCall(page);
  const renders: string[][] = [];
  for (const key of text) renders.push(await rendersOf(page, () => page.keyboard.press(key), 50));
  return renders;
}

const noRenders = (keys: number) => Array.from({ length: keys }, () => []);

test('the registration form: the first tap, every key, every tick render nothing; a country its links', async ({
  page,
}) => {
  await open(page, '/?rc=VALID-CODE&landing-registration-flow=0');
  // The first tap starts GrowthBook, which answers as the server did.
  expect(await rendersOf(page, () => page.getByLabel(form.genderFemale, { exact: true }).tap(), 1500)).toEqual([]);
  expect(await rendersPerKey(page, page.getByLabel(form.firstName), 'Anna')).toEqual(noRenders(4));
  expect(await rendersPerKey(page, page.getByLabel(form.lastName), 'Berg')).toEqual(noRenders(4));
  expect(await rendersPerKey(page, page.getByLabel(form.email), 'a@b.de')).toEqual(noRenders(6));
  expect(await rendersOf(page, () => page.getByLabel(form.newsletterShort).tap())).toEqual([]);
  expect(await rendersOf(page, () => page.getByLabel(form.terms).tap())).toEqual([]);
  // The terms and data policy links follow the country: those two components, not the form.
  const country = page.getByLabel(form.country);
  const other = await country.locator('option:not(:checked)').last().getAttribute('value');
  expect((await rendersOf(page, () => country.selectOption(other ?? '').then(() => {}))).length).toBeLessThanOrEqual(2);
});

test('the lean registration: keys of both steps render nothing', async ({ page }) => {
  await open(page, '/?rc=VALID-CODE&landing-registration-flow=1');
  expect(await rendersPerKey(page, page.getByLabel(form.email), 'lean@b.de')).toEqual(noRenders(9));
  await page.getByLabel(form.terms).check();
  await page.getByRole('button', { name: form.signUpNow }).click();
  await expect(page.getByLabel(form.firstName)).toBeVisible();
  await renderedSinceLastCall(page);
  expect(await rendersPerKey(page, page.getByLabel(form.firstName), 'Lena')).toEqual(noRenders(4));
});

test('the code entry: the first tap and every key render nothing', async ({ page }) => {
  await open(page, '/');
  const code = page.getByLabel(en.codeEntry.label);
  expect(await rendersOf(page, () => code.tap(), 1500)).toEqual([]);
  expect(await rendersPerKey(page, code, 'ABC')).toEqual(noRenders(3));
});

test('the membership application and the social second step: keys and ticks render nothing', async ({ page }) => {
  await open(page, '/membership-interest/apply');
  const apply = en.pages.membershipInterestApply;
  expect(await rendersPerKey(page, page.getByLabel(apply.emailLabel), 'apply@b.de')).toEqual(noRenders(10));

  await open(page, `/registration/social-registration-second-step?token=${lobbyToken('social@example.com')}`);
  expect(
    await rendersOf(page, () =>
      page.getByRole('checkbox', { name: en.registration.shoppingPreferences.MEN, exact: true }).tap(),
    ),
  ).toEqual([]);
  expect(await rendersOf(page, () => page.getByLabel(form.terms).tap())).toEqual([]);
});
