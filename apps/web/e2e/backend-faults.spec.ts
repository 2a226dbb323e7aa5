import { expect, test } from '@playwright/test';
import { backendTimeoutMs } from './stack';
import { appReady } from './app-ready';
import { backendRequests, failNextBackendRequest, resetMockBackend } from './mock-backend';

test.beforeEach(resetMockBackend);

const faults = [
  { kind: 'network', message: 'Network issue detected. Please verify your internet connection and retry.' },
  { kind: 'timeout', message: 'Network issue detected. Please verify your internet connection and retry.' },
  { kind: 'http-500', message: /Due to a technical issue our store is not available at the moment/ },
  { kind: 'http-502', message: /Due to a technical issue our store is not available at the moment/ },
  { kind: 'graphql', message: /Due to a technical issue our store is not available at the moment/ },
] as const;

const codeChecks = async () => (await backendRequests('RegistrationCodeDetails')).length;

for (const { kind, message } of faults) {
  test(`a code check that fails once (${kind}) succeeds on the retry with the same code, one request per submit`, async ({
    page,
  }) => {
    test.setTimeout(backendTimeoutMs + 30_000);
    await page.goto('/?landing-registration-flow=0'); // the one-step flow, whatever the experiment
    await appReady(page);
    await failNextBackendRequest('RegistrationCodeDetails', kind);
    const code = page.getByLabel('Registration code');
    await code.fill('VALID-CODE');
    await page.getByRole('button', { name: 'REGISTER NOW' }).click();
    await expect(page.getByText(message)).toBeVisible({ timeout: backendTimeoutMs + 10_000 });
    await expect(code).toHaveValue('VALID-CODE');
    expect(await codeChecks()).toBe(1);

    await page.getByRole('button', { name: 'REGISTER NOW' }).click();
    await expect(page.getByRole('button', { name: 'COMPLETE REGISTRATION' })).toBeVisible();
    expect(await codeChecks()).toBe(2);
  });
}

test('the server’s backend requests carry the headers of the contract', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'apollo:default.token', value: 'dev-admin-token', url: baseURL! }]);
  await page.goto('/de?rc=NO-BALANCE');
  await expect(page.getByLabel('Registrierungscode')).toHaveAccessibleDescription(/keine Einladungen mehr/);
  const journal = await backendRequests();
  // The page load's requests (country, code check) share one session id; each has its own correlation id
  // (the page request's, which its log line carries).
  const pageLoad = journal.filter((entry) =>
    ['CountryDetails', 'RegistrationCodeDetails'].includes(entry.operationName!),
  );
  expect(pageLoad.map((entry) => entry.operationName).sort()).toEqual(['CountryDetails', 'RegistrationCodeDetails']);
  expect(new Set(pageLoad.map((entry) => entry.headers['x-session-id'])).size).toBe(1);
  for (const { headers } of pageLoad) {
    expect(headers['x-session-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers['x-correlation-id']).toMatch(/^acq-web-[0-9a-f-]{36}$/);
    expect(headers['x-source-page']).toBe('/de');
    expect(headers['authorization']).toBe('Bearer dev-admin-token');
    expect(headers['x-forwarded-for']).toContain('127.0.0.1');
  }
});
