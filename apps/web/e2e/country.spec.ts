import { expect, test, type Page } from '@playwright/test';
import { mockOrigin } from './stack';
import { appReady } from './app-ready';
import { rootData } from './page-data';
import { resetMockBackend } from './mock-backend';

test.beforeEach(resetMockBackend);

async function backendCountry(country: string | null, delayMs = 0) {
  const response = await fetch(`${mockOrigin}/dev/country`, {
    method: 'POST',
    body: JSON.stringify({ country, delayMs }),
  });
  expect(response.status).toBe(204);
}

/** The country every part of the page uses: the data layer's record, the form's default, the experiments'. */
async function countryOfEveryPart(page: Page) {
  await appReady(page);
  await expect.poll(() => page.evaluate(() => window.dataLayer?.length ?? 0)).toBeGreaterThan(0);
  const record = await page.evaluate(() => window.dataLayer![0]!);
  const pageState = await rootData<{ experiments: { attributes: { applicationCountry: string } } }>(page);
  return {
    dataLayer: record.applicationCountry,
    formDefault: await page.getByLabel('Country', { exact: true }).inputValue(),
    renderedExperiments: pageState.experiments.attributes.applicationCountry,
  };
}

const registrationForm = '/?rc=VALID-CODE&landing-registration-flow=0';

test.describe('the visitor’s country, decided once for the whole page', () => {
  test.use({ timezoneId: 'Europe/Rome' });

  test('a prompt backend country is used by every part', async ({ page }) => {
    await backendCountry('AT');
    await page.goto(registrationForm);
    expect(await countryOfEveryPart(page)).toEqual({ dataLayer: 'AT', formDefault: 'AT', renderedExperiments: 'AT' });
  });

  test('a backend country slower than 1.5 s is used by no part, and the page does not wait for it', async ({
    page,
  }) => {
    await backendCountry('AT', 4000);
    const started = Date.now();
    await page.goto(registrationForm);
    expect(Date.now() - started).toBeLessThan(3500);
    // No backend country, no country domain (127.0.0.1): the browser's time zone decides, for all.
    const parts = await countryOfEveryPart(page);
    expect(parts.dataLayer).toBe('IT');
    expect(parts.formDefault).toBe('IT');
  });

  test('the time-zone table loads only when the time zone must decide', async ({ page }) => {
    const tableRequests: string[] = [];
    page.on('request', (request) => {
      if (/time-zone-country/.test(request.url())) tableRequests.push(request.url());
    });
    await backendCountry('AT');
    await page.goto(registrationForm);
    await appReady(page);
    expect(tableRequests).toEqual([]);

    await backendCountry(null);
    await page.goto(registrationForm);
    await appReady(page);
    expect(tableRequests).toHaveLength(1);
  });
});
