import { expect, test, type Page } from '@playwright/test';
import { appReady } from './app-ready';
import { delayScripts } from './delay-scripts';
import { resetMockBackend } from './mock-backend';
import { lobbyToken } from './tokens';
import { translations } from './translations';

// What a visitor types before the app's scripts run survives a reload at once, before they run:
// the page's inline script keeps it for the tab until the app has hydrated
// (src/lib/server/keep-typed-early.server.ts), then the form's keeper does.

const en = translations.en;
const form = en.registration.form;

test.beforeEach(resetMockBackend);

interface KeptForm {
  name: string;
  path: string;
  /** Types into the server's form. */
  type: (page: Page) => Promise<void>;
  /** What must be there again. */
  expectKept: (page: Page) => Promise<void>;
  admin?: boolean;
}

const typed = (label: string, value: string): Pick<KeptForm, 'type' | 'expectKept'> => ({
  type: (page) => page.getByLabel(label, { exact: true }).fill(value),
  expectKept: (page) => expect(page.getByLabel(label, { exact: true })).toHaveValue(value),
});

const forms: KeptForm[] = [
  { name: 'the code entry', path: '/?landing-registration-flow=0', ...typed(en.codeEntry.label, 'EARLY-CODE') },
  {
    name: 'one-step registration',
    path: '/?rc=VALID-CODE&landing-registration-flow=0',
    type: async (page) => {
      await page.getByLabel(form.genderFemale, { exact: true }).check();
      await page.getByLabel(form.firstName).fill('Frieda');
      await page.getByLabel(form.terms).check();
      await page.getByLabel(form.country).selectOption('AT');
    },
    expectKept: async (page) => {
      await expect(page.getByLabel(form.genderFemale, { exact: true })).toBeChecked();
      await expect(page.getByLabel(form.firstName)).toHaveValue('Frieda');
      await expect(page.getByLabel(form.terms)).toBeChecked();
      await expect(page.getByLabel(form.country)).toHaveValue('AT');
    },
  },
  {
    name: 'lean step 1',
    path: '/?rc=VALID-CODE&landing-registration-flow=1',
    ...typed(form.email, 'lean@example.com'),
  },
  {
    name: 'the social second step',
    path: `/registration/social-registration-second-step?token=${lobbyToken('social.early@example.com')}`,
    type: (page) => page.getByLabel(en.registration.shoppingPreferences.HOME).check(),
    expectKept: (page) => expect(page.getByLabel(en.registration.shoppingPreferences.HOME)).toBeChecked(),
  },
  {
    name: 'the membership application',
    path: '/membership-interest/apply',
    ...typed(en.pages.membershipInterestApply.emailLabel, 'applicant.early@example.com'),
  },
  {
    name: 'the admin’s link generator',
    path: '/admin/registrationlinkgenerator',
    admin: true,
    ...typed(en.screenPages.registrationLinkGenerator.codeLabel, 'EARLY-LINK'),
  },
];

for (const { name, path, type, expectKept, admin } of forms) {
  test(`${name}: typed before the scripts arrive, kept over a reload before they run and after`, async ({
    page,
    context,
    baseURL,
  }) => {
    if (admin) await context.addCookies([{ name: 'apollo:default.token', value: 'dev-admin-token', url: baseURL! }]);
    const release = await delayScripts(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await type(page);
    await page.reload({ waitUntil: 'domcontentloaded' }); // at once: the scripts are still held back
    await expectKept(page);
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    release();
    await appReady(page);
    await expectKept(page); // the form took it over
    await page.reload();
    await appReady(page);
    await expectKept(page); // and keeps it for the tab
  });
}
