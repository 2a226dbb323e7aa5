import { createServer } from 'node:net';
import { expect, test } from '@playwright/test';
import { startEdge, type Edge } from '../../../scripts/edge.mjs';

// The caching edge (edge/nginx.conf.template) when no origin answers at all: its own 503 page
// (edge/unavailable.conf, scripts/edge-pages.ts), branded and in the visitor's language, that
// loads nothing else. The edge stands in front of a port nobody listens on; both ports are free
// ones the system hands out, so runs side by side do not meet.
let edge: Edge;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test.beforeAll(async () => {
  edge = await startEdge({ originPorts: [await freePort()], httpPort: await freePort() });
});
test.afterAll(() => edge?.stop());

test('a first visit gets the 503 page with Retry-After, in the language of its address, loading nothing', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const response = await page.goto(new URL('/fr?rc=VALID-CODE', edge.url).href);
  expect(response?.status()).toBe(503);
  expect(response?.headers()['retry-after']).toBe('30');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nous revenons très vite');
  await expect(page.getByRole('img', { name: 'Members Only' })).toBeVisible(); // the wordmark
  // The brand's faces, inline: the heading is not set in a fallback.
  const loaded = () =>
    page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family));
  await expect.poll(loaded).toEqual(expect.arrayContaining(['Bodoni Moda', 'Manrope']));
  expect(requests.filter((url) => !url.startsWith('data:'))).toEqual([response?.url()]);
});

test('a returning visitor and a form post get it in the language of their cookie', async ({ request }) => {
  const visit = await request.get(new URL('/?rc=VALID-CODE', edge.url).href, { headers: { cookie: 'lang=pl' } });
  expect(visit.status()).toBe(503);
  expect(await visit.text()).toContain('<html lang="pl">');
  const post = await request.post(new URL('/de?rc=VALID-CODE&index', edge.url).href, {
    headers: { cookie: 'lang=sv' },
    form: { step: 'oneStep' },
  });
  expect(post.status()).toBe(503);
  expect(post.headers()['retry-after']).toBe('30');
  expect(await post.text()).toContain('Försök igen');
});

test('without a cookie or a language in the address, the browser’s languages choose', async ({ request }) => {
  const visit = await request.get(new URL('/?rc=VALID-CODE', edge.url).href, {
    headers: { 'accept-language': 'es-ES, es;q=0.9, nl;q=0.8' },
  });
  expect(visit.status()).toBe(503);
  expect(visit.headers()['content-language']).toBe('nl');
  expect(await visit.text()).toContain('We zijn zo terug');
});
