import { expect, test, type Page } from '@playwright/test';
import { mockOrigin } from './stack';
import { appReady } from './app-ready';
import { resetMockBackend } from './mock-backend';
import { withoutPageData } from './page-data';
import { dataLayer, expectHeading, fillRegistrationForm, freshEmail } from './registration-helpers';
import { translations } from './translations';
import { asVisitor } from './visitor';

const en = translations.en;
// The control of both landing experiments (apps/mock-server/README.md): forcing, not assignment, shows.
const controlVisitor = 'e2e-visitor-e';

test.beforeEach(async ({ page }) => {
  await resetMockBackend();
  await asVisitor(page, controlVisitor);
});

/** The page as rendered: the first HTML without the page data (which carries every message of the language). */
async function firstHtml(page: Page, path: string): Promise<string> {
  return withoutPageData(await (await page.request.get(path)).text());
}

/** Layout shifts the page has had so far (Cumulative Layout Shift without the windowing). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => {
    // A buffered observer holds the page's earlier entries at once: taken, not waited for.
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
    observer.disconnect();
    return entries.filter((entry) => !entry.hadRecentInput).reduce((total, entry) => total + entry.value, 0);
  });
}

test('the split generator’s links force their value in the first HTML, and hydration keeps it', async ({
  page,
  baseURL,
}) => {
  await page.goto(`${mockOrigin}/dev/admin-sign-in?redirect=${encodeURIComponent(`${baseURL}/admin/splitgenerator`)}`);
  await expect(page).toHaveURL(`${baseURL}/admin/splitgenerator`);
  const t = en.screenPages.splitGenerator;
  for (const name of Object.values(t.options)) await expect(page.getByRole('heading', { name })).toBeVisible();
  const option = (name: string, key: string) => page.getByRole('region', { name: `${name} ${key}` });
  const headlines = option(t.options.headline, 'landing-headline');
  await expect(headlines.getByRole('row')).toHaveCount(13); // the header and 12 headlines
  await expect(headlines.getByRole('row', { name: /^4: daba/ }).getByRole('link')).toHaveCount(8);
  await expect(option(t.options.registrationFlow, 'landing-registration-flow')).toContainText(
    'Running experiment: Lean registration',
  );
  await page.getByLabel(t.codeLabel).fill('VALID-CODE');

  const href = (name: string, key: string, row: RegExp, mount: string) =>
    option(name, key)
      .getByRole('row', { name: row })
      .getByRole('link', { name: mount, exact: true })
      .getAttribute('href');
  const cases = [
    {
      link: await href(t.options.headline, 'landing-headline', /^4: daba/, '/de'),
      html: `<h1>${translations.de.landingPage.headlines.daba.title}</h1>`,
    },
    {
      link: await href(t.options.layout, 'landing-layout', /^2: only-mobile/, '/'),
      html: 'data-layout="only-mobile"',
    },
    {
      link: await href(t.options.introFlow, 'landing-intro-flow', /^2: long/, '/pl'),
      html: 'data-intro-flow="long"',
    },
    {
      link: await href(t.options.banner, 'landing-banner', /^3: cyber-monday/, '/fr'),
      html: 'data-banner="cyber-monday"',
    },
    {
      link: await href(t.options.registrationFlow, 'landing-registration-flow', /^1: leanStep1/, '/sv'),
      html: 'data-flow="leanStep1"',
    },
  ];
  expect(cases.map(({ link }) => link)).toEqual([
    `${baseURL}/de?landing-headline=4&rc=VALID-CODE`,
    `${baseURL}/?landing-layout=2&rc=VALID-CODE`,
    `${baseURL}/pl?landing-intro-flow=2&rc=VALID-CODE`,
    `${baseURL}/fr?landing-banner=3&rc=VALID-CODE`,
    `${baseURL}/sv?landing-registration-flow=1&rc=VALID-CODE`,
  ]);
  for (const { link, html } of cases) {
    expect(await firstHtml(page, link!), link!).toContain(html);
  }

  // In the browser: the same variant before and after hydration, nothing shifts.
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(cases[1]!.link!);
  await appReady(page);
  await expect(page.locator('.landing')).toHaveAttribute('data-layout', 'only-mobile');
  expect(await layoutShift(page)).toBe(0);
  await page.goto(cases[3]!.link!);
  await appReady(page);
  await expect(page.locator('[data-banner="cyber-monday"]')).toBeVisible();
  expect(await layoutShift(page)).toBe(0);
  expect(problems).toEqual([]); // no hydration mismatch
});

test('an index outside the declared values forces nothing (docs/product.md §5)', async ({ page }) => {
  const html = await firstHtml(page, '/?landing-layout=3&landing-banner=1abc');
  expect(html).toContain('data-layout="right-double-column"'); // the visitor's assignment
  expect(html).not.toContain('data-banner=');
});

test('a contradictory forced combination states one offer and one invitation state', async ({ page }) => {
  // A 20 % headline with a 10 % voucher: everything says 10 %, without a minimum order value.
  const offer = '/?landing-headline=11&welcome-voucher=1&landing-intro-flow=1';
  const html = await firstHtml(page, offer);
  expect(html).toContain('<h1>10% off your first order</h1>');
  expect(html).toContain('10% off your first order, valid for 2 weeks after registration.');
  expect(html).not.toMatch(/20%|minimum order value/);
  await page.goto(offer);
  await appReady(page);
  const intro = page.getByRole('region', { name: en.landingPage.intro.label });
  await intro.getByRole('button', { name: en.landingPage.intro.next }).click();
  await expect(intro).toContainText('Register now and get 10% off your first purchase.');
  await expect(page.locator('body')).not.toContainText('20%');

  // A forced viral headline with an invalid invitation: the page speaks as to anyone not invited.
  const invalid = '/?rc=NO-SUCH-CODE&landing-headline=2';
  expect(await firstHtml(page, invalid)).toContain(`<h1>${en.landingPage.headlines.default.title}</h1>`);
  await page.goto(invalid);
  await appReady(page);
  await expectHeading(page, en.landingPage.headlines.default.title);
  await expect(page.getByText(/Your code is not valid|Your invitation is invalid/).first()).toBeVisible();
  await expect(page.getByText(/invited you|You have been invited/)).toHaveCount(0);

  // With a usable invitation the forced viral headline names the inviter.
  await page.goto('/?rc=VALID-CODE&landing-headline=2');
  await expectHeading(page, 'Julia has invited you to join');
});

test('a shared product shows its headline and leads back to the product after registering', async ({ page }) => {
  const product = `${mockOrigin}/p/blazer-123`;
  const email = freshEmail('pdp');
  await page.goto(`/?rc=VALID-CODE&previousPDPPage=${encodeURIComponent(product)}&sourcePath=%2Fwomen%2Fblazers`);
  await expectHeading(page, en.landingPage.headlines.viralProductShare.title);
  await appReady(page);
  const popup = page.getByRole('dialog', { name: en.registration.productPopup.heading });
  await popup.getByLabel(en.registration.form.email).fill(email);
  await popup.getByRole('button', { name: en.registration.productPopup.submit }).click();
  // The popup checks the address with a schema it loads first, then closes. Its closed dialog stays
  // in the page until React hears the close event, so the one address field is there only after that.
  await expect(popup).toBeHidden();
  const emailFields = page.getByLabel(en.registration.form.email);
  await expect(emailFields).toHaveCount(1);
  await expect(emailFields).toHaveValue(email);
  await fillRegistrationForm(page, 'en', { gender: 'male', firstName: 'Piet', lastName: 'Product', email });
  await page.getByRole('button', { name: en.registration.form.signUp }).click();

  await expect(page).toHaveURL(/\/registration\/formfinished$/);
  await expect(page.getByRole('link', { name: en.productShare.backToProduct })).toHaveAttribute('href', product);
  await expect
    .poll(async () => (await dataLayer(page)).find((entry) => entry.event === 'successful_user_registration'))
    .toMatchObject({ source_path: '/women/blazers' });
});

test('the forced form-finished popup offers the way back to the product too', async ({ page }) => {
  const email = freshEmail('pdp-popup');
  await page.goto('/?rc=VALID-CODE&registration-form-finished-in-popup=1&previousPDPPage=%2Fp%2Fblazer-123');
  await appReady(page);
  await page
    .getByRole('dialog', { name: en.registration.productPopup.heading })
    .getByRole('button', {
      name: en.registration.productPopup.close,
    })
    .click();
  await fillRegistrationForm(page, 'en', { gender: 'female', firstName: 'Pia', lastName: 'Popup', email });
  await page.getByRole('button', { name: en.registration.form.signUp }).click();
  const done = page.getByRole('dialog', { name: en.registrationPages.formFinished.heading });
  await expect(done.getByRole('link', { name: en.productShare.backToProduct })).toHaveAttribute(
    'href',
    '/p/blazer-123',
  );
  await expect(page).toHaveURL(/\/\?rc=VALID-CODE/); // the popup stays on the landing page
});

test('a product page on another site is never offered as the way back', async ({ page }) => {
  await page.goto(`/?rc=VALID-CODE&previousPDPPage=${encodeURIComponent('https://evil.example/p/1')}`);
  await expectHeading(page, 'Julia has invited you to join');
  await appReady(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('acq:registration') ?? '')).not.toContain('evil');
});
