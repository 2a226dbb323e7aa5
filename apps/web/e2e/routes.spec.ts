import { expect, test } from '@playwright/test';
import { appReady } from './app-ready';
import { resetMockBackend } from './mock-backend';
import { lobbyToken } from './tokens';
import { mounts, pathUnder, translations, type Language } from './translations';

// Long sweeps, each test on its own: they spread over the workers instead of queueing in one.
test.describe.configure({ mode: 'parallel' });
test.beforeEach(resetMockBackend);

type Texts = (typeof translations)[Language];
const token = lobbyToken('visitor@example.com');

// docs/product.md §2's route table: each path, the heading the server renders, and the heading the
// scripts go on to, where they do.
const pages: [path: string, heading: (t: Texts) => string, scriptedHeading?: (t: Texts) => string][] = [
  ['/', (t) => t.landingPage.headlines.default.title],
  ['/about-us', (t) => t.screenPages.aboutUs.heading],
  ['/admin/registrationlinkgenerator', (t) => t.screenPages.registrationLinkGenerator.heading],
  ['/admin/splitgenerator', (t) => t.screenPages.splitGenerator.heading],
  ['/error/404', (t) => t.notFound.heading],
  [`/lobby?token=${token}`, (t) => t.screenPages.lobby.heading],
  ['/membership-interest', (t) => t.pages.membershipInterest.heading],
  ['/membership-interest/apply', (t) => t.pages.membershipInterestApply.heading],
  ['/membership-interest/confirmation', (t) => t.pages.membershipInterestConfirmation.heading],
  // The seeded pending account's activation id (the mock backend is reset before each test), which
  // the scripts send at once.
  [
    '/registration/activateaccount?activationId=seeded-pending-activation',
    (t) => t.registrationPages.activateAccount.heading,
    (t) => t.registrationPages.activateAccount.activatedHeading,
  ],
  ['/registration/activateaccountError', (t) => t.registrationPages.activateAccountError.heading],
  ['/registration/deny', (t) => t.pages.deny.heading],
  ['/registration/formfinished', (t) => t.registrationPages.formFinished.heading],
  ['/registration/formstarted', (t) => t.registrationPages.formStarted.heading],
  ['/registration/gift-voucher', (t) => t.registrationPages.giftVoucher.heading],
  ['/registration/registrationformemailactivecomplete', (t) => t.registrationPages.emailActiveComplete.heading],
  ['/registration/registrationformemailpendingcomplete', (t) => t.registrationPages.emailPendingComplete.heading],
  [`/registration/social-registration-second-step?token=${token}`, (t) => t.registrationPages.socialSecondStep.heading],
  ['/stores', (t) => t.screenPages.stores.heading],
  ['/spring-campaign', (t) => t.landingPage.headlines.default.title],
];

test.describe('as the server renders it', () => {
  // What the server renders is what a route is under each mount; the scripts only take it over
  // (hydration, below). So the sweep of all mounts reads the server's pages as they arrive, put into
  // a page without scripts or the files they link (a blank page's base address resolves none).
  test.use({ javaScriptEnabled: false });

  for (const { prefix, language } of mounts) {
    test(`every route renders its page under "${prefix || '/'}" in ${language}`, async ({ page }) => {
      const texts = translations[language];
      for (const [path, heading] of pages) {
        const url = pathUnder(prefix, path);
        const response = await page.request.get(url);
        expect(new URL(response.url()).pathname, url).toBe(url.split('?')[0]);
        await page.setContent(await response.text());
        await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(heading(texts));
        await expect(page.locator('html'), url).toHaveAttribute('lang', language);
        await expect(page, url).toHaveTitle(/\S/);
      }
    });
  }
});

// Every route's scripts under one mount, and every mount's language under the start page: the
// scripts of a route and of a language are the same under every mount.
const hydrated = [
  ...pages.map(([path, heading, scriptedHeading]) => ({
    url: path,
    language: 'en' as const,
    heading: scriptedHeading ?? heading,
  })),
  ...mounts
    .filter(({ prefix }) => prefix)
    .map(({ prefix, language }) => ({ url: prefix, language, heading: pages[0]![1] })),
];

test('every route and every language hydrates, and the strict Content-Security-Policy blocks nothing they need', async ({
  page,
}) => {
  test.setTimeout(120_000); // twenty-seven pages, each rendered by the server and hydrated, on a busy machine
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  for (const { url, language, heading } of hydrated) {
    await page.goto(url);
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1 }), url).toHaveText(heading(translations[language]));
    expect(new URL(page.url()).pathname, url).toBe(url.split('?')[0]);
  }
  expect(violations).toEqual([]);
});

test('unmatched paths land on the 404 page of their language', async ({ page }) => {
  for (const { prefix, language } of mounts) {
    await page.goto(`${prefix}/no/such/page`);
    await expect(page).toHaveURL(`${prefix}/error/404`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translations[language].notFound.heading);
    await expect(page.getByRole('link', { name: translations[language].notFound.backToStart })).toHaveAttribute(
      'href',
      language === 'en' ? '/' : prefix,
    );
  }
});

test('an unmatched path no language redirect reaches lands on the 404 page of the language `lang=` asks for', async ({
  page,
}) => {
  await page.goto('/acquisition/no-such-page?lang=de');
  await expect(page).toHaveURL('/de/error/404');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translations.de.notFound.heading);
});

test('a landing slug that fails validation gives the 404-style error with its path', async ({ page }) => {
  await page.goto('/pl/Not_A_Slug');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nie znaleziono strony');
  await expect(page.getByText('Nie znaleziono strony: /pl/Not_A_Slug')).toBeVisible();
});

test('the static 404 page is there for when the app cannot load, in the visitor’s language', async ({ request }) => {
  const english = await request.get('/acquisition/error/404');
  expect(english.status()).toBe(404);
  expect(await english.text()).toContain('<h1>The page cannot be found</h1>');

  const fromBrowser = await request.get('/acquisition/error/404', { headers: { 'accept-language': 'pl-PL,pl;q=0.9' } });
  expect(fromBrowser.status()).toBe(404);
  expect(fromBrowser.headers()['content-language']).toBe('pl');
  expect(await fromBrowser.text()).toContain('href="/pl"');

  // The visitor's own choice wins over the browser's languages.
  const chosen = await request.get('/acquisition/error/404', {
    headers: { 'accept-language': 'pl', cookie: 'lang=de' },
  });
  expect(await chosen.text()).toContain('<html lang="de">');
});

test('the static 404 page stands without the app’s scripts and styles', async ({ page }) => {
  await page.route(/\/assets\//, (route) => route.abort());
  await page.goto('/acquisition/error/404');
  await expect(page.getByRole('img', { name: 'Members Only' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The page cannot be found');
  await page.getByRole('link', { name: 'Go to the start page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('back restores the scroll position; a new page starts at the top', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 400 });
  await page.goto('/registration/formfinished');
  await appReady(page); // the router keeps the positions from then on
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const scrolled = await page.evaluate(() => window.scrollY);
  // Click without scrolling the link into view first, so the position left behind is the one scrolled to.
  await page.getByRole('link', { name: 'Members Only' }).dispatchEvent('click');
  await expect(page).toHaveURL('/');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL('/registration/formfinished');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('token pages without a token with an e-mail deny access, in the visitor’s language', async ({ page }) => {
  await page.goto('/de/lobby');
  await expect(page).toHaveURL('/de/registration/deny');
  await expect(page.getByText('Zugriff verweigert. Deine Einladung ist ungültig.')).toBeVisible();
  await page.goto('/registration/social-registration-second-step?token=not.a-token.at-all');
  await expect(page).toHaveURL('/registration/deny');
});

test('a visitor from a blocked referrer is denied by the first answer, with the code and referrer remembered', async ({
  page,
  request,
}) => {
  const referer = 'https://www.mydealz.de/deals/members-only-code-123';
  // The server decides from the Referer header: a redirect, never the landing page first.
  const first = await request.get('/de/?rc=VALID-CODE', { headers: { referer }, maxRedirects: 0 });
  expect(first.status()).toBe(302);
  expect(first.headers()['location']).toBe('/de/registration/deny');
  expect(first.headers()['cache-control']).toBe('private, no-cache'); // no shared cache keeps it
  expect(first.headers()['set-cookie']).toMatch(/^acq_blocked_visit=/);

  const response = await page.goto('/?rc=VALID-CODE', { referer });
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/\?rc=VALID-CODE$/);
  await expect(page).toHaveURL('/registration/deny');
  await expect(page.getByText('Access denied. Your invitation is invalid.')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => ({ ...window.localStorage })))
    .toMatchObject({ 'acq.blockedVisit.rc': 'VALID-CODE', 'acq.blockedVisit.referrer': referer });
  expect((await page.context().cookies()).map(({ name }) => name)).not.toContain('acq_blocked_visit');
});
