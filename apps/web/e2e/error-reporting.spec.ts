import { expect, test, type Page } from '@playwright/test';
import { mockOrigin } from './stack';
import { appReady } from './app-ready';
import { failNextBackendRequest, resetMockBackend } from './mock-backend';
import { lobbyToken } from './tokens';

test.beforeEach(resetMockBackend);

async function receivedReports(): Promise<unknown[]> {
  return (await fetch(`${mockOrigin}/dev/error-reports`)).json() as Promise<unknown[]>;
}

async function throwUncaught(page: Page, message: string) {
  await appReady(page); // the reporter listens once the app runs
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);
}

test('an uncaught error on the lobby is reported without the e-mail or the token', async ({ page }) => {
  const token = lobbyToken('anna.berg@example.com');
  await page.goto(`/lobby?token=${token}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await throwUncaught(page, 'Waiting list failed for anna.berg@example.com');

  await expect.poll(receivedReports).toHaveLength(1);
  const [report] = await receivedReports();
  const text = JSON.stringify(report);
  expect(text).toContain('Waiting list failed for [email]');
  expect(text).not.toContain(token.split('.')[1]!);
  expect(text).not.toMatch(/anna|berg|example\.com/i);
});

test('what a visitor typed stays out of reports: names, e-mail, the registration code', async ({ page }) => {
  await page.goto('/?rc=VALID-CODE&landing-registration-flow=0');
  await page.getByLabel('First name').fill('Annabella');
  await page.getByLabel('Last name').fill('Bergström');
  await page.getByLabel('E-mail address').fill('annabella@example.com');
  await throwUncaught(page, 'Something broke');

  await expect.poll(receivedReports).toHaveLength(1);
  const text = JSON.stringify(await receivedReports());
  expect(text).toContain('Something broke');
  expect(text).not.toMatch(/annabella|bergstr|example\.com|VALID-CODE/i);
});

test('codes, tokens and addresses in the page URL are scrubbed from reports', async ({ page }) => {
  const redirectUrl = encodeURIComponent('https://app.example/back?email=anna@example.com');
  await page.goto(`/about-us?token=secret.token.value&rc=VALID-CODE&redirectUrl=${redirectUrl}&lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await throwUncaught(page, 'About us broke');

  await expect.poll(receivedReports).toHaveLength(1);
  const text = JSON.stringify(await receivedReports());
  expect(text).toContain('token=*');
  expect(text).toContain('lang=en'); // what is not personal stays readable
  expect(text).not.toMatch(/secret\.token|VALID-CODE|anna|example\.com/i);
});

// The server runs the requests and reports their failures with the kind of each: its backend
// executor what the backend did not answer, its GraphQL client the errors in an answer.
const networkMessage = /Network issue detected/;
const technicalMessage = /Due to a technical issue/;
const failures = [
  { kind: 'network', fault: 'network', report: 'Backend request failed (network)', message: networkMessage },
  { kind: 'server', fault: 'http-500', report: 'Backend request failed (server)', message: technicalMessage },
  { kind: 'graphql', fault: 'graphql', report: 'GraphQL request failed (graphql)', message: technicalMessage },
] as const;

for (const { kind, fault, report, message } of failures) {
  test(`a ${kind} failure of the code check is reported, without the code`, async ({ page }) => {
    await page.goto('/?disablegb=true');
    await appReady(page);
    await failNextBackendRequest('RegistrationCodeDetails', fault);
    await page.getByLabel('Registration code').fill('VALID-CODE');
    await page.getByRole('button', { name: 'REGISTER NOW' }).click();
    await expect(page.getByText(message)).toBeVisible(); // the visitor is told

    await expect
      .poll(async () => JSON.stringify(await receivedReports()))
      .toContain(`${report}: RegistrationCodeDetails`);
    expect(await receivedReports()).toHaveLength(1); // by the executor or the client, not both
    expect(JSON.stringify(await receivedReports())).not.toContain('VALID-CODE');
  });
}

test('a failed membership application is reported without the e-mail address', async ({ page }) => {
  await page.goto('/membership-interest/apply');
  await appReady(page);
  await failNextBackendRequest('ApplyForMembership', 'http-500');
  await page.getByLabel('Email address').fill('anna.berg@example.com');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect
    .poll(async () => JSON.stringify(await receivedReports()))
    .toContain('Backend request failed (server): ApplyForMembership');
  expect(JSON.stringify(await receivedReports())).not.toMatch(/anna|berg|example\.com/i);
});
