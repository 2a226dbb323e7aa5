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

test('a redirect experiment navigates client-side, then asks for fresh content', async ({ page, baseURL }) => {
  const features = await (await page.request.get('/acquisition/defaults.json')).json();
  const payload = await (
    await page.request.get(`${features.featuresHost}/api/features/${features.featuresClientKey}`)
  ).json();
  const redirectExperiment = {
    key: 'membership-interest-redirect',
    changeId: 'redirect-1',
    hashAttribute: 'acqAnonymousId',
    urlPatterns: [{ type: 'simple', include: true, pattern: '/membership-interest' }],
    variations: [{}, { urlRedirect: new URL('/about-us', baseURL).href }],
    weights: [0, 1], // everyone in the redirect
    coverage: 1,
  };
  await page.route('**/api/features/**', (route) =>
    route.fulfill({ json: { ...payload, experiments: [redirectExperiment] } }),
  );
  await page.addInitScript(() => {
    window.addEventListener('contentRefreshNeeded', () => window.sessionStorage.setItem('refreshed', 'yes'));
  });

  await page.goto('/membership-interest');
  await expect(page).toHaveURL('/about-us');
  // Client-side: the same page load saw the event (a full reload would not have raised it).
  await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('refreshed'))).toBe('yes');
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  await expect
    .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'assign_experiment')))
    .toContainEqual(expect.objectContaining({ experiment_id: 'membership-interest-redirect', variation_id: '1' }));
});
