import { expect, test, type Page } from '@playwright/test';
import { appReady } from './app-ready';

// The server's HTTP boundary (server/boundary/): what a visitor's browser meets of it. Every kind
// of request it refuses is covered by its unit tests and the fuzz test (`pnpm test:fuzz`).

/** A client-side navigation, as a link of the app makes one: the router fetches the page's data. */
async function navigate(page: Page, to: string) {
  await page.evaluate((href) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } })
      .__reactRouterDataRouter;
    void router.navigate(href);
  }, to);
}

const overLong = 'a'.repeat(100_000);

test('a token page reached with an over-long token denies access, also by client-side navigation', async ({ page }) => {
  await page.goto(`/de/lobby?token=${overLong}`);
  await expect(page).toHaveURL('/de/registration/deny');
  await expect(page.getByText('Zugriff verweigert. Deine Einladung ist ungültig.')).toBeVisible();

  await page.goto('/fr/about-us');
  await appReady(page);
  await navigate(page, `/fr/registration/social-registration-second-step?token=${overLong}`);
  await expect(page).toHaveURL('/fr/registration/deny');
  await expect(page.getByText('Accès refusé. Votre invitation n’est pas valide.')).toBeVisible();
});

test('a request the server refuses gets a page in the visitor’s language, with what it takes', async ({ request }) => {
  const put = await request.put('/de/lobby');
  expect(put.status()).toBe(405);
  expect(put.headers()['allow']).toBe('GET, HEAD, OPTIONS, POST');
  expect(await put.text()).toContain('<h1>Diese Anfrage kann die Seite nicht annehmen</h1>');
  expect((await request.post('/about-us', { form: { a: 'b' } })).headers()['allow']).toBe('GET, HEAD, OPTIONS');

  const json = await request.post('/it', { data: { email: 'a@b.c' } });
  expect(json.status()).toBe(415);
  expect(await json.text()).toContain('<h1>Non è stato possibile leggere il modulo</h1>');

  const long = await request.post('/nl', { form: { email: 'a'.repeat(70_000) } });
  expect(long.status()).toBe(413);
  expect(await long.text()).toContain('<h1>Wat je verstuurde is te lang</h1>');

  const address = await request.get(`/about-us?x=${overLong}`, { headers: { 'accept-language': 'sv' } });
  expect(address.status()).toBe(414);
  expect(address.headers()['content-language']).toBe('sv');
});

test('a form post whose encoding is broken gets the form’s page back, not a failure', async ({ request }) => {
  const answer = await request.post('/pl', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'email=%E0%A4%A&country=DE',
  });
  expect(answer.status()).toBe(400);
  const page = await answer.text();
  expect(page).toContain('<h1>Nie udało się odczytać formularza</h1>');
  expect(page).toContain('href="/pl"'); // back to the form
});
