import { expect, test } from '@playwright/test';
import { resetMockBackend } from './mock-backend';

test.beforeEach(resetMockBackend);

test('an invitation link names the inviter and offers the invitation’s countries, from the mock backend', async ({
  page,
}) => {
  await page.goto('/?rc=VALID-CODE&disablegb=true');
  await expect(page.getByRole('heading', { level: 1, name: 'Julia has invited you to join' })).toBeVisible();
  // 27 countries and the "select your country" prompt
  await expect(page.getByLabel('Country').locator('option')).toHaveCount(28);
});

test('a code typed into the form is checked, in German', async ({ page }) => {
  await page.goto('/de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('button', { name: 'JETZT REGISTRIEREN' }).click();
  // The message is on the field and in the error summary above the form.
  await expect(page.getByLabel('Registrierungscode')).toHaveAccessibleDescription('Bitte gib einen Zugangscode ein.');

  await page.getByLabel('Registrierungscode').fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'JETZT REGISTRIEREN' }).click();
  await expect(page.getByLabel('Registrierungscode')).toHaveAccessibleDescription('Dein Code ist nicht gültig.');
  await expect(page.getByLabel('Registrierungscode')).toHaveValue('NO-SUCH-CODE');

  await page.getByLabel('Registrierungscode').fill('NO-BALANCE');
  await page.getByRole('button', { name: 'JETZT REGISTRIEREN' }).click();
  await expect(page.getByLabel('Registrierungscode')).toHaveAccessibleDescription(
    /Das einladende Mitglied hat keine Einladungen mehr./,
  );
});

test('the production server sends security and cache headers', async ({ request }) => {
  const html = await request.get('/registration/formfinished');
  expect(html.status()).toBe(200);
  expect(html.headers()['cache-control']).toBe('private, no-cache'); // the visitor's own page
  expect(html.headers()['content-security-policy']).toContain("default-src 'self'");
  expect(html.headers()['x-content-type-options']).toBe('nosniff');

  const script = /"(\/assets\/[^"]+\.js)"/.exec(await html.text())?.[1]; // the entry module's address
  expect(script).toBeDefined();
  const asset = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  // A browser that takes brotli gets the file the build compressed: the same script.
  const brotli = await request.get(script!, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['content-type']).toMatch(/^text\/javascript/);
  expect(brotli.headers()['vary']).toBe('Accept-Encoding');
  expect(await brotli.text()).toBe(await asset.text());

  expect((await request.get('/assets/missing-file.js')).status()).toBe(404);
});

test('the browser code’s source maps are served to no one, and no script names one', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map(([, path]) => path!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(await (await request.get(script)).text()).not.toContain('sourceMappingURL');
    // The build keeps the map beside its script (for the error reporter); the server does not send it.
    expect((await request.get(`${script}.map`)).status()).toBe(404);
  }
});
