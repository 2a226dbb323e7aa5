import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { startEdge, type Edge } from '../../../scripts/edge.mjs';
import { webPort } from './stack';
import polishRefusals from '../../../locales/pl/boundary/index';
import { translations } from './translations';
import { lobbyToken } from './tokens';
import { fillRegistrationForm, freshEmail, mailsTo } from './registration-helpers';
import { backendRequests, resetMockBackend } from './mock-backend';

// The caching edge (edge/nginx.conf.template) in front of the browser tests' server: what it keeps
// and serves to many visitors must never carry one visitor's cookie, session id, e-mail or token.
// Beside the workers' stacks (playwright.config.ts), one edge per worker.
const edgePort = Number(process.env.E2E_EDGE_PORT ?? 4279) + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
let edge: Edge;

test.beforeAll(async () => {
  edge = await startEdge({ originPorts: [webPort], httpPort: edgePort });
});
test.afterAll(() => edge?.stop());
test.beforeEach(resetMockBackend);

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

interface Answer {
  status: number;
  cache: string | null;
  cacheControl: string | null;
  cookies: string[];
  visitor: string | null;
  html: string;
}

async function visit(path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(new URL(path, edge.url), { redirect: 'manual', ...init });
  const cookies = response.headers.getSetCookie();
  return {
    status: response.status,
    cache: response.headers.get('x-cache'),
    cacheControl: response.headers.get('cache-control'),
    cookies,
    visitor: cookies.map((cookie) => /^acqAnonymousId=([^;]+)/.exec(cookie)?.[1]).find(Boolean) ?? null,
    html: await response.text(),
  };
}

const variantOf = (html: string) => /data-layout="([^"]+)" data-flow="([^"]+)"/.exec(html)?.slice(1).join(' ');

test('cookieless visitors share a cached page that names none of them, each with their own id and variants', async () => {
  const answers: Answer[] = [];
  for (let visitor = 0; visitor < 12; visitor++) answers.push(await visit('/?rc=VALID-CODE'));
  expect(answers.filter(({ cache }) => cache === 'HIT').length).toBeGreaterThan(0);
  const ids = answers.map(({ visitor }) => visitor);
  expect(new Set(ids).size).toBe(answers.length); // a new id for every visitor, set by the edge
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toContain('s-maxage=');
    expect(answer.cookies).toHaveLength(1); // the edge's id cookie, nothing of the origin's
    expect(answer.html.match(uuid)).toBeNull(); // no anonymous id, no session id in a shared page
    // The variants shown are the ones this visitor's id gets when the page is rendered for them alone.
    const own = await visit('/?rc=VALID-CODE', { headers: { cookie: `acqAnonymousId=${answer.visitor}` } });
    expect(own.cache).toBe('BYPASS');
    expect(variantOf(answer.html)).toBe(variantOf(own.html));
  }
});

test('a visitor with cookies gets a page of their own, which no other visitor is served', async () => {
  const own = await visit('/de?rc=VALID-CODE', {
    headers: { cookie: 'acqAnonymousId=0b8f3a52-8d2e-4a4e-9a55-0d3c1b0e7f11; lang=de' },
  });
  expect(own.cache).toBe('BYPASS');
  expect(own.cacheControl).toBe('private, no-cache');
  const ownIds = own.html.match(uuid) ?? [];
  expect(ownIds.length).toBeGreaterThan(0); // the page load's session id, and the visitor's id
  for (let visitor = 0; visitor < 6; visitor++) {
    const other = await visit('/de?rc=VALID-CODE');
    for (const id of ownIds) expect(other.html).not.toContain(id);
  }
});

test('a page with a token or an unknown parameter, and a form post, never enter the cache', async () => {
  const email = freshEmail('edge');
  const token = lobbyToken(email);
  for (const path of [`/lobby?token=${token}`, `/?rc=VALID-CODE&email=${encodeURIComponent(email)}`]) {
    const first = await visit(path);
    const second = await visit(path);
    expect([first.cache, second.cache]).not.toContain('HIT');
    expect(second.cacheControl).toContain('private');
  }
  const post = await visit('/membership-interest/apply', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'apply', email }).toString(),
  });
  expect(post.cache).toBe('BYPASS');
  for (const path of ['/lobby', '/membership-interest/apply', '/?rc=VALID-CODE']) {
    const other = await visit(path);
    expect(other.html).not.toContain(email);
    expect(other.html).not.toContain(token);
  }
});

test('the origins see the visitor’s address as the edge saw it, and one cached copy serves every encoding', async () => {
  const forged = { 'x-forwarded-for': '203.0.113.9', 'x-acq-edge-visitor': '0b8f3a52-8d2e-4a4e-9a55-0d3c1b0e7f11' };
  await visit('/de?rc=VALID-CODE&utm_source=forged', { headers: { ...forged, cookie: 'lang=de' } });
  await visit('/de?rc=VALID-CODE&utm_source=forged', { headers: forged });
  const forwarded = (await backendRequests('CountryDetails')).map(({ headers }) => headers['x-forwarded-for'] ?? '');
  expect(forwarded.length).toBeGreaterThan(0);
  for (const chain of forwarded) expect(chain).not.toContain('203.0.113.9');

  const path = '/fr?rc=VALID-CODE&utm_source=encodings&disablegb=true';
  const compressed = await fetch(new URL(path, edge.url), { headers: { 'accept-encoding': 'gzip' } });
  expect(compressed.headers.get('content-encoding')).toBe('gzip');
  const plain = await fetch(new URL(path, edge.url), { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers.get('x-cache')).toBe('HIT');
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(await plain.text()).toContain('<html lang="fr"');
});

test('a browser that takes brotli gets the client’s files as the build compressed them, one cached copy per encoding', async () => {
  const page = await (await fetch(new URL('/', edge.url))).text();
  const script = /"(\/assets\/entry\.client-[^"]+\.js)"/.exec(page)?.[1];
  expect(script).toBeDefined();
  const get = (encoding: string) => fetch(new URL(script!, edge.url), { headers: { 'accept-encoding': encoding } });
  const encodings = [];
  const texts = [];
  // One after the other, each read whole: the edge stores an answer once it has passed it on.
  for (const encoding of ['gzip, deflate, br, zstd', 'br', 'gzip', 'identity']) {
    const answer = await get(encoding);
    encodings.push(answer.headers.get('content-encoding'));
    texts.push(await answer.text());
  }
  expect(encodings).toEqual(['br', 'br', 'gzip', null]);
  for (const text of texts) expect(text).toBe(texts[3]);
  // The origin was asked twice: once for brotli, once for the file the edge compresses itself.
  const cacheStatuses = () =>
    readFileSync(edge.accessLog, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith(`GET ${script} `))
      .map((line) => /cache=(\S*)/.exec(line)?.[1]);
  await expect.poll(cacheStatuses).toEqual(['MISS', 'HIT', 'MISS', 'HIT']); // nginx logs a request after its answer
});

test('a page served from the cache hydrates and registers its visitor', async ({ browser }) => {
  const email = freshEmail('edge-page');
  const url = new URL('/?rc=VALID-CODE&disablegb=true', edge.url).href;
  await (await browser.newContext()).newPage().then((first) => first.goto(url));
  const context = await browser.newContext();
  const page = await context.newPage();
  const response = await page.goto(url);
  expect(response?.headers()['x-cache']).toBe('HIT');
  await fillRegistrationForm(page, 'en', { gender: 'female', firstName: 'Geteilt', lastName: 'Seite', email });
  await page.getByRole('button', { name: translations.en.registration.form.signUp }).click();
  await expect(page).toHaveURL(/\/registration\/formfinished$/);
  expect(await mailsTo(email)).toHaveLength(1);
  expect((await context.cookies()).map(({ name }) => name)).toContain('acqAnonymousId');
});

test('the routes of a page not met yet are one cached answer for every visitor, with cookies or without', async () => {
  const version = /"version":\s*"(\w+)"/.exec((await visit('/about-us')).html)?.[1];
  expect(version).toBeTruthy();
  const routes = `/__manifest?paths=%2Fpl%2Fstores&version=${version}`;
  const first = await visit(routes);
  const withCookies = await visit(routes, { headers: { cookie: 'acqAnonymousId=someone; lang=pl' } });
  expect([first.status, withCookies.status]).toEqual([200, 200]);
  expect(withCookies.cache).toBe('HIT');
  expect(withCookies.cookies).toEqual([]);
  expect(Object.keys(JSON.parse(withCookies.html))).toContain('stores___pl');
});

test('an over-long address or token passes the edge to the origin, which answers in the visitor’s language', async () => {
  const longAddress = await visit(`/de/about-us?utm_content=${'x'.repeat(10_000)}`);
  expect(longAddress.status).toBe(414);
  expect(longAddress.html).toContain('<html lang="de">');
  const longToken = await visit(`/de/lobby?token=${'x'.repeat(20_000)}`);
  expect(longToken.status).toBe(302);
});

test('a body over the limit is refused with the origin’s page in the visitor’s language, by the origin or the edge', async () => {
  const form = (bytes: number) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'pl-PL,pl;q=0.9' },
    body: `email=${'x'.repeat(bytes)}`,
  });
  const { heading } = polishRefusals.tooLarge;
  // Over the origin's limit (64 kB), within the edge's: the origin refuses it.
  const byOrigin = await visit('/membership-interest/apply', form(200_000));
  // Over the edge's (1 MiB): no origin reads it, the edge answers with the origin's page.
  const byEdge = await visit('/membership-interest/apply', form(2_000_000));
  for (const answer of [byOrigin, byEdge]) {
    expect(answer.status).toBe(413);
    expect(answer.html).toContain('<html lang="pl">');
    expect(answer.html).toContain(heading);
  }
  expect(byEdge.html).toContain('<a href="">'); // back to the form: the refused address, opened anew
});

test('a cookieless visitor from a blocked referrer is sent to the deny page by the origin, never from the cache', async () => {
  const referer = 'https://www.mydealz.de/deals/members-only-code-123';
  for (const round of [1, 2]) {
    const response = await fetch(new URL('/?rc=VALID-CODE', edge.url), { redirect: 'manual', headers: { referer } });
    expect(response.status, `round ${round}`).toBe(302);
    expect(response.headers.get('location')).toBe('/registration/deny');
    expect(response.headers.get('x-cache')).not.toBe('HIT');
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('acq_blocked_visit='))).toBe(true);
  }
  // The landing page itself, for a visitor from anywhere else, is still a page.
  expect((await visit('/?rc=VALID-CODE')).status).toBe(200);
});
