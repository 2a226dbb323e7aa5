import { expect, test, type Page } from '@playwright/test';
import { appReady } from './app-ready';
import { resetMockBackend } from './mock-backend';
import { expectHeading, fillRegistrationForm, freshEmail } from './registration-helpers';
import { translations } from './translations';

// `/?rc=VALID-CODE` shows the registration form in the server's page, yet hydrates without its
// code: the form's code and its library load once the page has hydrated, and the form hydrates
// after it (src/lib/code-part.ts). Meanwhile the form is the server's markup and works as such.

const en = translations.en;
const form = en.registration.form;
const registrationPage = '/?rc=VALID-CODE&landing-registration-flow=0&disablegb=true';

test.beforeEach(resetMockBackend);

/** Holds the registration form's own chunk back; resolves with its release once the page asked for it. */
async function holdFormCode(page: Page): Promise<{ asked: Promise<unknown>; release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const formChunk = /\/assets\/registration-form-[\w-]+\.js$/;
  await page.route(formChunk, async (route) => {
    await released;
    await route.continue();
  });
  return { asked: page.waitForRequest(formChunk), release };
}

test('the page hydrates before the form’s code; what is typed meanwhile stays, and the form takes it over', async ({
  page,
}) => {
  const formCode = await holdFormCode(page);
  await page.goto(registrationPage);
  // The page asks for the form's code only once it has hydrated.
  await formCode.asked;
  await page.getByLabel(form.genderFemale, { exact: true }).check();
  await page.getByLabel(form.firstName).fill('Frieda');
  await page.getByLabel(form.email).fill('frieda@example.com');
  // The page's work after hydration (up to its idle moment, when field metrics start) leaves the
  // form's server markup, and what was typed in it, as it is: never swapped for the loading line.
  await expect(page.locator('html')).toHaveAttribute('data-field-metrics');
  await expect(page.getByRole('status').filter({ hasText: en.app.loading })).toHaveCount(0);
  await expect(page.getByLabel(form.firstName)).toHaveValue('Frieda');
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();

  formCode.release();
  await appReady(page);
  await expect(page.getByLabel(form.genderFemale, { exact: true })).toBeChecked();
  await expect(page.getByLabel(form.firstName)).toHaveValue('Frieda');
  await expect(page.getByLabel(form.email)).toHaveValue('frieda@example.com');
  // The app's form now: its check runs in the page, the summary takes focus, nothing is reloaded.
  const documents: string[] = [];
  page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()));
  await page.getByRole('button', { name: form.signUp }).click();
  await expect(page.getByRole('alert').first()).toBeFocused();
  await expect(page.getByLabel(form.lastName)).toHaveAccessibleDescription(en.registration.messages.lastName);
  expect(documents).toEqual([]);
  // And the keeper holds what was typed before it ran: a reload brings it back.
  await page.reload();
  await appReady(page);
  await expect(page.getByLabel(form.firstName)).toHaveValue('Frieda');
});

test('sent before the form’s code arrived, the form posts as the server’s page and registers', async ({ page }) => {
  const formCode = await holdFormCode(page);
  await page.goto(registrationPage);
  await formCode.asked;
  await fillRegistrationForm(page, 'en', {
    gender: 'male',
    firstName: 'Early',
    lastName: 'Sender',
    email: freshEmail('early.sender'),
  });
  await page.getByRole('button', { name: form.signUp }).click();
  await expect(page).toHaveURL(/\/registration\/formfinished$/);
  await expectHeading(page, en.registrationPages.formFinished.heading);
  formCode.release();
});

test('left before the form’s code arrived, the next page counts as hydrated and starts consent', async ({ page }) => {
  const formCode = await holdFormCode(page);
  await page.goto(registrationPage);
  await formCode.asked;
  await page.getByRole('link', { name: en.footer.stores, exact: true }).click();
  await expect(page).toHaveURL(/\/stores$/);
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('data-third-parties-started');
  formCode.release();
});

test('a choice made while the form hydrates stays chosen', async ({ page }) => {
  const formCode = await holdFormCode(page);
  await page.goto(registrationPage);
  await formCode.asked;
  // The visitor taps "female" again and again, once a task, until the form's handlers hold the
  // field: the last tap lands while React hydrates the form, or makes it hydrate at once.
  const tapping = page.evaluate(
    (label) =>
      new Promise<boolean>((resolve) => {
        const radio = [...document.querySelectorAll<HTMLInputElement>('input[type=radio]')].find(
          (input) => input.labels?.[0]?.textContent?.trim() === label,
        )!;
        const byReact = () => Object.keys(radio).some((key) => key.startsWith('__reactProps'));
        const tap = () => {
          radio.click();
          if (byReact()) resolve(radio.checked);
          else setTimeout(tap);
        };
        tap();
      }),
    form.genderFemale,
  );
  formCode.release();
  await tapping;
  await appReady(page);
  await expect(page.getByLabel(form.genderFemale, { exact: true })).toBeChecked();
});
