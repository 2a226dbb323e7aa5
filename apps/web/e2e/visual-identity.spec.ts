import { expect, test } from '@playwright/test';
import { forceFeatures } from './features';
import { animationsSettled, loadAxeInEveryDocument, wcagViolations } from './axe';
import { mockOrigin } from './stack';
import { resetMockBackend } from './mock-backend';
import { lobbyToken } from './tokens';
import { pathUnder, translations } from './translations';

// Long sweeps, each test on its own: they spread over the workers instead of queueing in one.
test.describe.configure({ mode: 'parallel' });
test.beforeEach(resetMockBackend);

const token = lobbyToken('visitor@example.com');

// Every page of the route table (and ours), as a visitor or an admin sees it.
const pages = [
  '/',
  '/?rc=VALID-CODE',
  '/about-us',
  '/stores',
  '/content/imprint',
  '/error/404',
  `/lobby?token=${token}`,
  '/membership-interest',
  '/membership-interest/apply',
  '/membership-interest/confirmation',
  '/registration/activateaccount?activationId=unknown-activation',
  '/registration/activateaccountError?reason=failed',
  '/registration/deny?reason=expired',
  '/registration/formfinished',
  '/registration/formstarted',
  '/registration/gift-voucher',
  '/registration/registrationformemailpendingcomplete',
  `/registration/social-registration-second-step?token=${token}`,
  '/admin/registrationlinkgenerator',
  '/admin/splitgenerator',
];

/** Every landing-page option that is not an experiment, shown. */
const everything = {
  'landing-banner': 'black-week',
  'landing-intro-flow': 'full',
  'welcome-voucher': '15-percent-mov',
};

test('on a 390 × 844 phone the registration form starts on the first screen; social sign-up comes after it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const layout of ['0', '1']) {
    await page.goto(`/de?rc=VALID-CODE&landing-layout=${layout}&landing-registration-flow=0`); // the one-step form
    const firstField = page.getByRole('group', { name: translations.de.registration.form.genderLegend });
    const top = (await firstField.boundingBox())?.y ?? Infinity;
    expect(top, `layout ${layout}`).toBeLessThan(844 - 60);
    const social = page.getByRole('button', { name: translations.de.registration.social.google });
    expect((await social.boundingBox())!.y).toBeGreaterThan(top);
  }
});

test('the brand: a named wordmark once in the header, brand fonts preloaded and used, icons linked', async ({
  page,
}) => {
  await page.goto('/about-us');
  const wordmark = page.getByRole('banner').getByRole('img', { name: 'Members Only' });
  await expect(wordmark).toHaveCount(1);
  // Drawn by the stylesheet (build/wordmark-css.ts): the SVG as a mask, at the header's height.
  expect(await wordmark.evaluate((element) => getComputedStyle(element).maskImage)).toMatch(
    /^url\("data:image\/svg\+xml,/,
  );
  const box = (await wordmark.boundingBox())!;
  expect([box.height, box.width / box.height]).toEqual([18, expect.closeTo(577 / 43, 2)]);
  const preloads = page.locator('link[rel="preload"][as="font"]');
  await expect(preloads).toHaveCount(2);
  await page.evaluate(() => document.fonts.ready);
  const used = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === 'loaded').map((f) => f.family),
  );
  expect(used).toEqual(expect.arrayContaining(['Bodoni Moda', 'Manrope']));
  for (const icon of ['/favicon.svg', '/favicon-32.png', '/apple-touch-icon.png', '/manifest.webmanifest']) {
    expect((await page.request.get(icon)).status(), icon).toBe(200);
  }
  // Asked for where a document names no icon: an icon, not the 404 page with its language cookie.
  const ico = await page.request.get('/favicon.ico', { maxRedirects: 0 });
  expect([ico.status(), ico.headers()['content-type'], ico.headers()['set-cookie']]).toEqual([
    200,
    'image/vnd.microsoft.icon',
    undefined,
  ]);
  expect([...(await ico.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]); // the ICO signature
});

test('the landing page’s hero loads first, in a modern format, at its intrinsic size', async ({ page }) => {
  await page.goto('/?rc=VALID-CODE');
  const hero = page.locator('.landing__hero img.content-picture__image');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  await expect(hero).toHaveAttribute('width', /\d+/);
  await expect(hero).toHaveAttribute('alt', /handbag/);
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\.avif$/);
});

test.describe('every page', () => {
  // A page is loaded once per language and checked at three widths in turn: the layout is CSS alone
  // (no script reads the width), so a resized page is the page a visitor of that width gets.
  for (const language of ['en', 'de', 'pl', 'fr'] as const) {
    test(`in ${language}: nothing scrolls sideways at 320 px; axe finds no WCAG 2.2 AA violation at 390 and 1280 px`, async ({
      page,
      context,
    }) => {
      test.setTimeout(180_000);
      // Signed in as the mock backend's admin (cookies are per host, not per port), so that the
      // admin pages show their tools; no other page changes for it.
      await context.addCookies([{ name: 'apollo:default.token', value: 'dev-admin-token', url: mockOrigin }]);
      await loadAxeInEveryDocument(context);
      await forceFeatures(page, everything);
      const prefix = language === 'en' ? '' : `/${language}`;
      for (const path of pages) {
        const address = pathUnder(prefix, path);
        await page.setViewportSize({ width: 320, height: 640 });
        await page.goto(address);
        await expect(page.locator('h1').first()).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${address} at 320 px scrolls sideways by`).toBe(0);
        for (const { width, height } of [
          { width: 390, height: 844 },
          { width: 1280, height: 800 },
        ]) {
          await page.setViewportSize({ width, height });
          await animationsSettled(page);
          expect(await wcagViolations(page), `${address} at ${width} px`).toEqual([]);
        }
      }
    });
  }
});

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  test('the registration form with its error states, the product popup and a toast', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/?rc=VALID-CODE&landing-registration-flow=0&previousPDPPage=%2Fp%2F1');
    await expect(page.getByRole('dialog')).toBeVisible();
    await animationsSettled(page);
    expect(await wcagViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: translations.en.registration.form.signUp }).click();
    await expect(page.getByRole('alert').first()).toBeFocused();
    await page.getByRole('button', { name: translations.en.registration.social.apple }).click();
    await expect(page.getByText(translations.en.registration.social.comingSoon)).toBeVisible();
    await animationsSettled(page);
    expect(await wcagViolations(page)).toEqual([]);
  });
});
