import { mockOrigin } from '../playwright.config';

/** Restores the mock backend's seeded scenarios, so that every test starts from the same state. */
export async function resetMockBackend(): Promise<void> {
  const response = await fetch(`${mockOrigin}/dev/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`Mock backend reset failed: ${response.status}`);
}
