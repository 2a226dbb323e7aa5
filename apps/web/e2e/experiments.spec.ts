import { expect, test, type Page } from '@playwright/test';
import { appReady } from './app-ready';
import { resetMockBackend } from './mock-backend';
import { asVisitor } from './visitor';

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

/** The visitor's first interaction (a scroll), which GrowthBook's SDK waits for. */
async function interact(page: Page) {
  await appReady(page);
  await page.mouse.wheel(0, 100);
}

test('a variation forced through the query string changes the landing page', async ({ page }) => {
  await asVisitor(page, controlVisitor);
  await page.goto('/');
  const landing = page.locator('[data-layout]');
  await expect(landing).toHaveAttribute('data-layout', 'right-double-column');

  await page.goto('/?landing-layout=1');
  await expect(landing).toHaveAttribute('data-layout', 'center-single-column');
  await page.goto('/?landing-registration-flow=1');
  await expect(landing).toHaveAttribute('data-flow', 'leanStep1');
});

test('the browser starts from the server’s features, loads the SDK at the first interaction and only follows the stream the host offers', async ({
  page,
}) => {
  const requests = featureRequests(page);
  await asVisitor(page, controlVisitor);
  await page.goto('/about-us');
  await appReady(page);
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]); // nothing while the visitor does nothing
  await interact(page);
  await expect.poll(() => requests).toEqual([expect.stringMatching(/\/sub\/sdk-acquisition-dev$/)]);
});

test('disablegb=true turns experiments off: no feature request, the default landing page', async ({ page }) => {
  const requests = featureRequests(page);
  await page.goto('/?disablegb=true&landing-layout=1');
  const landing = page.locator('[data-layout]');
  await expect(landing).toHaveAttribute('data-layout', 'right-double-column');
  await interact(page); // when GrowthBook would load
  await page.waitForTimeout(1000);
  expect(requests).toEqual([]);
});

test('a redirect experiment navigates client-side, then asks for fresh content', async ({ page }) => {
  await asVisitor(page, 'e2e-visitor-redirect'); // the only visitor in the mock's redirect experiment
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

test('other visitors stay on the page the redirect experiment targets', async ({ page }) => {
  await asVisitor(page, controlVisitor);
  const requests = featureRequests(page);
  await page.goto('/membership-interest');
  await page.waitForLoadState('networkidle');
  await interact(page);
  await expect.poll(() => requests).toHaveLength(1); // GrowthBook is there…
  await page.waitForTimeout(500); // …longer than a redirect's delay
  await expect(page).toHaveURL('/membership-interest');
});
