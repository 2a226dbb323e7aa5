import { expect, test, type Page } from '@playwright/test';
import type { DataRouter } from 'react-router';
import { appReady } from './app-ready';
import { resetMockBackend } from './mock-backend';
import { translations } from './translations';

// A link's tap answers in its own frame: the router's navigation (routes matched, the page's code
// and data requested) starts in a task after it, as a form's submit does. Inside the tap it kept
// the tap from its next paint for 24-40 ms at the reference phone's slowdown (PageLink).
const en = translations.en;

test.use({ hasTouch: true });
test.beforeEach(() => resetMockBackend());

/**
 * Notes, in the page, whether the tap's click had its frame before the router's navigation
 * started: a frame callback asked for at the end of the click, against the router's first
 * change of state (it starts the navigation's requests).
 */
async function watchTheTap(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    const router = (window as unknown as { __reactRouterDataRouter: DataRouter }).__reactRouterDataRouter;
    const stop = router.subscribe((state) => {
      if (state.navigation.state === 'idle') return;
      seen.push('navigation');
      stop();
    });
    addEventListener('click', () => requestAnimationFrame(() => seen.push('frame')), { once: true });
    Object.assign(window, { seenAfterTheTap: seen });
  });
}

for (const { name, address, link, arrivesAt, shows } of [
  {
    name: 'the error page’s way back',
    address: '/no/such/page',
    link: en.notFound.backToStart,
    arrivesAt: '/',
    shows: en.codeEntry.heading,
  },
  {
    name: 'the deny page’s way to apply',
    address: '/registration/deny',
    link: en.pages.membershipInterest.applyNow,
    arrivesAt: '/membership-interest',
    shows: en.pages.membershipInterest.applyNow,
  },
]) {
  test(`${name}: the tap has its frame, then the next page comes client-side`, async ({ page }) => {
    await page.goto(address);
    await appReady(page);
    await page.waitForLoadState('networkidle');
    await watchTheTap(page);
    await page.getByRole('link', { name: link }).tap();
    await expect(page).toHaveURL((url) => url.pathname === arrivesAt);
    await expect(page.getByText(shows).first()).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { seenAfterTheTap: string[] }).seenAfterTheTap);
    expect(seen, 'the tap’s frame came, then the router’s client-side navigation').toEqual(['frame', 'navigation']);
  });
}
