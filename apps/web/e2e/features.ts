import type { Page } from '@playwright/test';

/** Serves the browser's feature flags with the given values forced. */
export async function forceFeatures(page: Page, values: Record<string, string>) {
  await page.route('**/api/features/**', async (route) => {
    const response = await route.fetch();
    // A test that goes on to its next address while the flags are on their way has dropped the
    // request: its response is disposed, and nothing is left to answer.
    const payload = (await response.json().catch((error: unknown) => {
      if (String(error).includes('disposed')) return undefined;
      throw error;
    })) as { features: Record<string, unknown> } | undefined;
    if (!payload) return;
    for (const [key, value] of Object.entries(values)) payload.features[key] = { defaultValue: value };
    await route.fulfill({ response, json: payload });
  });
}
