import { expect, test, type Request } from '@playwright/test';
import { mockOrigin } from '../playwright.config';
import { resetMockBackend } from './mock-backend';

test.beforeEach(resetMockBackend);

const graphqlRequests = (requests: Request[]) =>
  requests.filter((request) => request.url() === `${mockOrigin}/graphql` && request.method() === 'POST');

test('GraphQL requests carry one session id per page load and a new correlation id each', async ({ page }) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));

  await page.goto('/?disablegb=true');
  await page.getByLabel('Registration code').fill('NO-BALANCE');
  await page.getByRole('button', { name: 'REGISTER NOW' }).click();
  await expect(page.getByLabel('Registration code')).toHaveAccessibleDescription(
    /The inviting member has no invitations left./,
  );
  await page.getByLabel('Registration code').fill('UNKNOWN-CODE');
  await page.getByRole('button', { name: 'REGISTER NOW' }).click();
  await expect(page.getByLabel('Registration code')).toHaveAccessibleDescription('Your code is not valid.');

  const firstLoad = await Promise.all(graphqlRequests(requests).map((request) => request.allHeaders()));
  expect(firstLoad.length).toBeGreaterThanOrEqual(2);
  const sessionIds = new Set(firstLoad.map((headers) => headers['x-session-id']));
  expect(sessionIds.size).toBe(1);
  expect([...sessionIds][0]).toMatch(/^[0-9a-f-]{36}$/);
  // The server's requests for this page load used the same session (it hands its id over).
  const pageState = JSON.parse((await page.locator('#acq-page-state').textContent())!) as { sessionId: string };
  expect(pageState.sessionId).toBe([...sessionIds][0]);
  const correlationIds = firstLoad.map((headers) => headers['x-correlation-id']);
  expect(new Set(correlationIds).size).toBe(correlationIds.length);
  for (const id of correlationIds) expect(id).toMatch(/^acq-web-[0-9a-f-]{36}$/);
  for (const headers of firstLoad) expect(headers['x-source-page']).toBe('/');
  for (const headers of firstLoad) expect(headers['authorization']).toBeUndefined();

  requests.length = 0;
  await page.reload();
  await page.getByLabel('Registration code').fill('NO-BALANCE');
  await page.getByRole('button', { name: 'REGISTER NOW' }).click();
  await expect(page.getByLabel('Registration code')).toHaveAccessibleDescription(
    /The inviting member has no invitations left./,
  );
  const [afterReload] = await Promise.all(graphqlRequests(requests).map((request) => request.allHeaders()));
  expect(afterReload!['x-session-id']).not.toBe([...sessionIds][0]);
});

test('the stored token goes along as a Bearer authorisation', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'apollo:default.token', value: 'dev-admin-token', url: baseURL! }]);
  const request = page.waitForRequest((candidate) => candidate.url() === `${mockOrigin}/graphql`);
  await page.goto('/de');
  await page.getByLabel('Registrierungscode').fill('VALID-CODE');
  await page.getByRole('button', { name: 'JETZT REGISTRIEREN' }).click();
  expect((await (await request).allHeaders())['authorization']).toBe('Bearer dev-admin-token');
  expect((await (await request).allHeaders())['x-source-page']).toBe('/de');
});

test('a backend that cannot be reached shows the network message and keeps the code', async ({ page }) => {
  await page.route(`${mockOrigin}/graphql`, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await page.getByLabel('Registration code').fill('VALID-CODE');
  await page.getByRole('button', { name: 'REGISTER NOW' }).click();
  await expect(
    page.getByText('Network issue detected. Please verify your internet connection and retry.'),
  ).toBeVisible();
  await expect(page.getByLabel('Registration code')).toHaveValue('VALID-CODE');
});
