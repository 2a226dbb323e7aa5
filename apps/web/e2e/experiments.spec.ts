import { expect, test, type Page } from '@playwright/test';
import { resetMockBackend } from './mock-backend';

test.beforeEach(resetMockBackend);

const featureRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/features\/|\/sub\//.test(request.url())) urls.push(request.url());
  });
  return urls;
};

// Pinned anonymous ids (see apps/mock-server/README.md): the control of both landing experiments.
const controlVisitor = 'e2e-visitor-e';

test('a variation forced through the query string changes the landing page', async ({ page }) => {
  await page.addInitScript((id) => window.localStorage.setItem('acqAnonymousId', id), controlVisitor);
  await page.goto('/');
  const landing = page.locator('[data-layout]');
  await expect(landing).not.toHaveAttribute('aria-busy');
  await expect(landing).toHaveAttribute('data-layout', 'right-double-column');

  await page.goto('/?landing-layout=1');
  await expect(landing).not.toHaveAttribute('aria-busy');
  await expect(landing).toHaveAttribute('data-layout', 'center-single-column');
  await page.goto('/?landing-registration-flow=1');
  await expect(landing).toHaveAttribute('data-flow', 'leanStep1');
});

test('features come from the features host, with the stream the host offers', async ({ page }) => {
  const requests = featureRequests(page);
  await page.goto('/about-us');
  await expect
    .poll(() => requests)
    .toEqual([
      expect.stringMatching(/\/api\/features\/sdk-acquisition-dev$/),
      expect.stringMatching(/\/sub\/sdk-acquisition-dev$/),
    ]);
  const cache = await page.evaluate(() => window.localStorage.getItem('gbFeaturesCache'));
  expect(cache).toContain('landing-layout');
});

test('disablegb=true turns experiments off: no feature request, the default landing page', async ({ page }) => {
  const requests = featureRequests(page);
  await page.goto('/?disablegb=true&landing-layout=1');
  const landing = page.locator('[data-layout]');
  await expect(landing).toHaveAttribute('data-layout', 'right-double-column');
  await expect(landing).not.toHaveAttribute('aria-busy');
  await page.waitForTimeout(1000);
  expect(requests).toEqual([]);
});

test('a failing features host leaves the defaults and reports the failure', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/api/features/**', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/?landing-layout=1');
  const landing = page.locator('[data-layout]');
  await expect(landing).not.toHaveAttribute('aria-busy');
  await expect(landing).toHaveAttribute('data-layout', 'right-double-column');
  expect(errors).toContainEqual(expect.stringContaining('Failed to initialize Growthbook: Error: HTTP error: 503'));
});
