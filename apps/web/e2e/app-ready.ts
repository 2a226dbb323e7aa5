import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has hydrated the server's page (its scripts start after the page's first
 * paint), and the parts that hydrate after it (the registration form, src/lib/code-part.ts): from
 * then on links navigate client-side, forms check in the page and the app's error reporting listens.
 */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated');
}
