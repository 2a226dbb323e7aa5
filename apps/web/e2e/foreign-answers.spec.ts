import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { appReady } from './app-ready';
import { backendRequests, resetMockBackend } from './mock-backend';
import { fillRegistrationForm, freshEmail, mailsTo } from './registration-helpers';
import { lobbyToken } from './tokens';
import { pathUnder, translations, type Language } from './translations';

// Answers that are not the server's own: what the caching edge (or a load balancer) in front of
// it answers while an origin restarts, and a server's answer that broke off on the way. A form
// keeps its values with docs/product.md §8's message and sends again on the retry; a navigation
// loads its target in full (src/lib/router-fetch.ts, src/components/form/client-action.ts).

test.beforeEach(resetMockBackend);

const edgePage = (title: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;
const cutShort = {
  status: 200,
  headers: { 'Content-Type': 'text/x-script', 'X-Remix-Response': 'yes' },
  body: '[{"_1":2},"defaultValues",{"_3":', // a form answer's first bytes, no more
};

// An answer from in front of the server is an error answer (the technical-issue message); the
// server's answer cut short is no whole answer, as with a dropped connection (the network message).
const foreignAnswers = [
  {
    name: 'a 502 page',
    problem: 'generic',
    answer: { status: 502, contentType: 'text/html', body: edgePage('Bad Gateway') },
  },
  {
    name: 'a 503 page',
    problem: 'generic',
    answer: { status: 503, contentType: 'text/html', body: edgePage('Back soon') },
  },
  { name: 'an empty 504', problem: 'generic', answer: { status: 504, body: '' } },
  { name: 'an answer cut short', problem: 'network', answer: cutShort },
] as const;

const isData = (url: URL) => url.pathname.endsWith('.data');

/**
 * Sends the form once per foreign answer, each post answered by it: the form stays with its values
 * (`expectKept`) and the message in the page's language, one post per submit, none reaching the
 * server. Then the posts reach the server again.
 */
async function sendThroughForeignAnswers(
  page: Page,
  language: Language,
  send: () => Promise<void>,
  expectKept: () => Promise<void>,
) {
  const errors = translations[language].errors;
  let posts = 0;
  let current: (typeof foreignAnswers)[number] = foreignAnswers[0];
  await page.route(isData, (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    posts++;
    return route.fulfill(current.answer);
  });
  for (const [index, foreign] of foreignAnswers.entries()) {
    current = foreign;
    await send();
    await expect.poll(() => posts, foreign.name).toBe(index + 1);
    await expect(page.getByText(errors[foreign.problem]), foreign.name).toBeVisible();
    await expect(page.getByText(translations[language].errorPage.internal)).toHaveCount(0);
    await expectKept();
  }
  await page.unroute(isData);
}

for (const language of ['en', 'de'] as const) {
  const t = translations[language];
  const prefix = language === 'en' ? '' : `/${language}`;
  const form = t.registration.form;

  test(`one-step registration answered by the edge keeps every value, then registers once, in ${language}`, async ({
    page,
  }) => {
    const email = freshEmail(`foreign-one-step-${language}`);
    await page.goto(`${pathUnder(prefix, '/')}?rc=VALID-CODE&landing-registration-flow=0`);
    await appReady(page);
    await fillRegistrationForm(page, language, { gender: 'female', firstName: 'Edda', lastName: 'Edge', email });
    const send = () => page.getByRole('button', { name: form.signUp }).click();
    await sendThroughForeignAnswers(page, language, send, async () => {
      await expect(page.getByLabel(form.genderFemale, { exact: true })).toBeChecked();
      await expect(page.getByLabel(form.firstName)).toHaveValue('Edda');
      await expect(page.getByLabel(form.lastName)).toHaveValue('Edge');
      await expect(page.getByLabel(form.email)).toHaveValue(email);
      await expect(page.getByLabel(form.terms)).toBeChecked();
      await expect(page.getByRole('button', { name: form.signUp })).toBeEnabled();
    });
    expect(await backendRequests('RegisterByEmail')).toHaveLength(0);
    await send();
    await expect(page).toHaveURL(/\/registration\/formfinished$/);
    expect(await backendRequests('RegisterByEmail')).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  test(`lean registration's step 2 answered by the edge keeps its values, then registers once, in ${language}`, async ({
    page,
  }) => {
    const email = freshEmail(`foreign-lean-${language}`);
    await page.goto(`${pathUnder(prefix, '/')}?rc=VALID-CODE&landing-registration-flow=1`);
    await appReady(page);
    await page.getByLabel(form.email).fill(email);
    await page.getByLabel(form.terms).check();
    await page.getByRole('button', { name: form.signUpNow }).click(); // step 1 stays in the browser
    await page.getByLabel(form.genderMale, { exact: true }).check();
    await page.getByLabel(form.firstName).fill('Lean');
    await page.getByLabel(form.lastName).fill('Edge');
    const send = () => page.getByRole('button', { name: form.completeRegistration }).click();
    await sendThroughForeignAnswers(page, language, send, async () => {
      await expect(page.getByLabel(form.genderMale, { exact: true })).toBeChecked();
      await expect(page.getByLabel(form.firstName)).toHaveValue('Lean');
      await expect(page.getByLabel(form.lastName)).toHaveValue('Edge');
      await expect(page.getByRole('button', { name: form.completeRegistration })).toBeEnabled();
    });
    await send();
    await expect(page).toHaveURL(/\/registration\/formfinished$/);
    expect(await backendRequests('RegisterByEmail')).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  test(`the membership application answered by the edge keeps the address, then applies once, in ${language}`, async ({
    page,
  }) => {
    const apply = t.pages.membershipInterestApply;
    await page.goto(`${prefix}/membership-interest/apply`);
    await appReady(page);
    const email = freshEmail(`foreign-apply-${language}`);
    await page.getByLabel(apply.emailLabel).fill(email);
    const send = () => page.getByRole('button', { name: apply.submit }).click();
    await sendThroughForeignAnswers(page, language, send, async () => {
      await expect(page.getByLabel(apply.emailLabel)).toHaveValue(email);
      await expect(page.getByRole('button', { name: apply.submit })).toBeEnabled();
    });
    await send();
    await expect(page).toHaveURL(`${prefix}/membership-interest/confirmation`);
    expect(await backendRequests('ApplyForMembership')).toHaveLength(1);
  });

  test(`the waiting list answered by the edge keeps its button, then joins once, in ${language}`, async ({ page }) => {
    const lobby = t.screenPages.lobby;
    const email = freshEmail(`foreign-lobby-${language}`);
    await page.goto(`${prefix}/lobby?token=${lobbyToken(email)}`);
    await appReady(page);
    const send = () => page.getByRole('button', { name: lobby.join }).click();
    await sendThroughForeignAnswers(page, language, send, async () => {
      await expect(page.getByText(email)).toBeVisible();
      await expect(page.getByRole('button', { name: lobby.join })).toBeEnabled();
    });
    await send();
    await expect(page.getByText(lobby.joined)).toBeVisible();
    expect(await backendRequests('JoinWaitingList')).toHaveLength(1);
  });

  test(`the social second step answered by the edge keeps its choices, then registers once, in ${language}`, async ({
    page,
  }) => {
    const email = freshEmail(`foreign-social-${language}`);
    await page.goto(`${prefix}/registration/social-registration-second-step?token=${lobbyToken(email)}`);
    await appReady(page);
    await page.getByLabel(t.registration.shoppingPreferences.WOMEN).check();
    await page.getByLabel(form.terms).check();
    const send = () => page.getByRole('button', { name: form.completeRegistration }).click();
    await sendThroughForeignAnswers(page, language, send, async () => {
      await expect(page.getByLabel(t.registration.shoppingPreferences.WOMEN)).toBeChecked();
      await expect(page.getByLabel(form.terms)).toBeChecked();
      await expect(page.getByRole('button', { name: form.completeRegistration })).toBeEnabled();
    });
    await send();
    await expect(page).toHaveURL(/\/registration\/formfinished$/);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  test(`the admin's link generator answered by the edge keeps the code, then creates one link, in ${language}`, async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAsAdmin(context, baseURL!);
    const texts = t.screenPages.registrationLinkGenerator;
    await page.goto(`${prefix}/admin/registrationlinkgenerator`);
    await appReady(page);
    await page.getByLabel(texts.codeLabel).fill('VALID-CODE');
    const send = () => page.getByRole('button', { name: texts.submit }).click();
    await sendThroughForeignAnswers(page, language, send, async () => {
      await expect(page.getByLabel(texts.codeLabel)).toHaveValue('VALID-CODE');
      await expect(page.getByRole('button', { name: texts.submit })).toBeEnabled();
    });
    await send();
    await expect(page.getByRole('status', { name: texts.linkLabel })).toContainText('rc=VALID-CODE');
    expect(await backendRequests('CreateRegistrationLink')).toHaveLength(1);
  });
}

const signInAsAdmin = (context: BrowserContext, baseURL: string) =>
  context.addCookies([{ name: 'apollo:default.token', value: 'dev-admin-token', url: baseURL }]);

test.describe('a navigation whose page data is not the server’s loads its target in full', () => {
  const pageLoadOf = (page: Page, path: string) =>
    page.waitForRequest((request) => request.resourceType() === 'document' && new URL(request.url()).pathname === path);
  const footerLink = (page: Page, language: Language, name: string) =>
    page
      .getByRole('navigation', { name: translations[language].footer.legalNavigation })
      .getByRole('link', { name, exact: true });

  test('an edge’s 503: the browser shows what the edge serves for the page, not the app’s error page', async ({
    page,
  }) => {
    const de = translations.de;
    await page.goto('/de/membership-interest');
    await appReady(page);
    // The origins are gone: the edge answers the page's data, then the page itself, with its 503 page.
    await page.route('**/de/content/imprint*', (route) =>
      route.fulfill({ status: 503, contentType: 'text/html', body: edgePage('Gleich wieder da') }),
    );
    const pageLoad = pageLoadOf(page, '/de/content/imprint');
    await footerLink(page, 'de', de.footer.imprint).click();
    await pageLoad;
    await expect(page.getByRole('heading', { name: 'Gleich wieder da' })).toBeVisible();
    await expect(page).toHaveURL('/de/content/imprint');
    await expect(page.getByText(de.errorPage.internal)).toHaveCount(0);
  });

  test('page data cut short: the server renders the target', async ({ page }) => {
    const en = translations.en;
    await page.goto('/membership-interest');
    await appReady(page);
    await page.route(isData, (route) => route.fulfill(cutShort));
    const pageLoad = pageLoadOf(page, '/content/terms');
    await footerLink(page, 'en', en.footer.terms).click();
    await pageLoad;
    await expect(page).toHaveURL('/content/terms');
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(en.errorPage.internal)).toHaveCount(0);
  });
});
