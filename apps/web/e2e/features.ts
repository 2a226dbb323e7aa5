import type { Page } from '@playwright/test';

/** Serves the browser's feature flags with the given values forced. */
export async function forceFeatures(page: Page, values: Record<string, string>) {
  await page.route('**/api/features/**', async (route) => {
    // A test that goes on to its next address, or ends, while the flags are on their way has
    // dropped the request: its response is disposed, or the test's fetch refused, and nothing is
    // left to answer.
    const dropped = (error: unknown) => {
      if (/disposed|Test ended/.test(String(error))) return undefined;
      throw error;
    };
    const response = await route.fetch().catch(dropped);
    const payload = (await response?.json().catch(dropped)) as { features: Record<string, unknown> } | undefined;
    if (!response || !payload) return;
    for (const [key, value] of Object.entries(values)) payload.features[key] = { defaultValue: value };
    await route.fulfill({ response, json: payload });
  });
}
