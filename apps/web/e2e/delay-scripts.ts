import type { Page } from '@playwright/test';

/**
 * Holds the app's scripts back until the returned function is called: the page works as the
 * server's HTML (with its one inline script) meanwhile, as on a slow phone before hydration.
 */
export async function delayScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
