import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { appReady } from './app-ready';
import { resetMockBackend } from './mock-backend';
import { translations } from './translations';

test.beforeEach(resetMockBackend);

const noRedirect = { maxRedirects: 0 };

test('the first HTML is the page: the invitation, the language and the router’s hydration data', async ({
  request,
}) => {
  const invitation = await request.get('/?rc=VALID-CODE', noRedirect);
  expect(invitation.status()).toBe(200);
  const html = await invitation.text();
  expect(html).toContain('<h1>Julia has invited you to join</h1>');
  // One page payload: the router's hydration data, nothing beside it.
  expect(html.match(/window\.__reactRouterContext =/g)).toHaveLength(1);
  expect(html).not.toContain('acq-page-state');
  // The data only: the language's messages are a module of their own, preloaded and kept by the browser.
  // The classic scripts that carry it (the module script beside them holds the page's routes and imports).
  const payload = [...html.matchAll(/<script>([^<]*__reactRouterContext[^<]*)<\/script>/g)]
    .map(([, script]) => script)
    .join('');
  expect(payload.length).toBeLessThan(8 * 1024);
  expect(payload).not.toContain('Please log in again to get a new one.'); // the lobby's, in the messages module
  expect(payload).not.toContain('acqBackendGraphqlURL'); // only the server talks to the backend
  // Held back until the page has been painted, as every module of the page.
  expect(html).toMatch(/<link rel="x-modulepreload-after-paint" href="\/assets\/en-[\w-]+\.js"/);

  const problem = await (await request.get('/?rc=NO-BALANCE', noRedirect)).text();
  expect(problem).toContain('The inviting member has no invitations left.');

  const german = await (await request.get('/de/about-us', noRedirect)).text();
  expect(german).toContain('<html lang="de"');
  expect(german).toContain('<h1>Über uns</h1>');
});

test('the routes of a page not met yet come from the server, cacheable for good under the build’s version', async ({
  request,
}) => {
  const html = await (await request.get('/about-us', noRedirect)).text();
  const version = /"version":\s*"(\w+)"/.exec(html)?.[1];
  expect(version).toBeTruthy();
  const routes = await request.get(`/__manifest?paths=%2Fde%2Fstores&version=${version}`, noRedirect);
  expect(routes.status()).toBe(200);
  expect(Object.keys(await routes.json())).toContain('stores___de');
  // One caching rule (not the pages' `private, no-cache` beside it): the address names the build.
  const caching = routes.headersArray().filter(({ name }) => name.toLowerCase() === 'cache-control');
  expect(caching.map(({ value }) => value)).toEqual(['public, max-age=31536000, immutable']);
});

test('start-up rules answer at HTTP level: language redirects, token pages, 404 status', async ({ request }) => {
  const location = async (path: string, headers: Record<string, string> = {}) => {
    const response = await request.get(path, { ...noRedirect, headers });
    return `${response.status()} ${response.headers().location ?? ''}`.trim();
  };
  expect(await location('/about-us', { 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.5' })).toBe('302 /pl/about-us');
  expect(await location('/about-us', { cookie: 'lang=sv' })).toBe('302 /sv/about-us');
  expect(await location('/de/about-us?lang=fr&x=1')).toBe('302 /fr/about-us?lang=fr&x=1');
  expect(await location('/de/about-us', { 'accept-language': 'fr' })).toBe('200'); // the prefix wins over the browser
  expect(await location('/lobby')).toBe('302 /registration/deny');
  expect(await location('/de/registration/social-registration-second-step?token=nope')).toBe(
    '302 /de/registration/deny',
  );
  expect(await location('/de/no/such/page')).toBe('302 /de/error/404');
  expect(await location('/de/error/404')).toBe('404');
  expect(await location('/acquisition/defaults.json', { 'accept-language': 'de' })).toBe('200'); // exempt
  expect(await location('/not_a-slug!')).toBe('404');
});

test('the policy allows exactly the page’s inline scripts, by their hashes: no nonce, nothing inline else', async ({
  request,
}) => {
  const page = await request.get('/?rc=VALID-CODE');
  const policy = page.headers()['content-security-policy'] ?? '';
  const html = await page.text();
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, text]) => text!);
  expect(inline.length).toBeGreaterThan(2); // the router's hydration data, its module, the restore after paint
  const scriptSources = /script-src ([^;]*)/.exec(policy)![1]!.split(' ');
  const hashes = scriptSources.filter((source) => source.startsWith("'sha256-"));
  expect(hashes.sort()).toEqual(
    [...new Set(inline.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`))].sort(),
  );
  expect(scriptSources).toContain("'strict-dynamic'");
  expect(policy).not.toMatch(/nonce|unsafe-inline|unsafe-eval/);
  expect(html).not.toContain('nonce=');
  expect(policy).toContain("require-trusted-types-for 'script'");
});

test('the modules start after the page’s first frame and its hero image, and then hydrate it', async ({ page }) => {
  // The first animation frame is the browser's first rendering of the page.
  await page.addInitScript(() =>
    requestAnimationFrame(() => Object.assign(window, { firstFrameAt: performance.now() })),
  );
  // A slow connection's hero: the page's modules wait for it rather than share its bandwidth.
  await page.route(/\/assets\/hero-[\w-]+\.(avif|webp|jpg)$/, async (route) => {
    await new Promise((arrived) => setTimeout(arrived, 1000));
    await route.continue();
  });
  await page.goto('/?rc=VALID-CODE');
  await appReady(page);
  const { firstFrameAt, heroLoadedAt, firstModuleAt } = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const modules = resources.filter(
      (entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'),
    );
    const hero = document.querySelector<HTMLImageElement>('img[fetchpriority=high]')!;
    return {
      firstFrameAt: (window as unknown as { firstFrameAt: number }).firstFrameAt,
      heroLoadedAt: resources.find((entry) => entry.name === hero.currentSrc)!.responseEnd,
      firstModuleAt: Math.min(...modules.map((entry) => entry.startTime)),
    };
  });
  expect(firstFrameAt).toBeGreaterThan(0);
  expect(firstModuleAt).toBeGreaterThan(firstFrameAt);
  expect(firstModuleAt).toBeGreaterThan(heroLoadedAt);
});

async function collectProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

for (const path of ['/?rc=VALID-CODE', '/de/', '/membership-interest/apply', '/pl/about-us', '/error/404']) {
  test(`${path} hydrates without a CSP violation, a hydration error or a request of its data`, async ({ page }) => {
    const problems = await collectProblems(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(path);
    await appReady(page);
    await page.waitForLoadState('networkidle');
    expect(problems.filter((text) => !text.includes('404 (Not Found)'))).toEqual([]);
    // The browser has no GraphQL client, and the page came with its data.
    expect(requests.filter((request) => request.endsWith('/graphql') || request.endsWith('.data'))).toEqual([]);
  });
}

test('without JavaScript the visitor still sees the page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/?rc=VALID-CODE');
  await expect(page.getByRole('heading', { level: 1, name: 'Julia has invited you to join' })).toBeVisible();
  await expect(page.getByLabel('Country').locator('option')).toHaveCount(28);
  await context.close();
});

test('hardened headers; through the TLS proxy, HSTS and only Secure cookies', async ({ request }) => {
  const plain = await request.get('/?rc=VALID-CODE', noRedirect);
  expect(plain.headers()['x-frame-options']).toBe('DENY');
  expect(plain.headers()['permissions-policy']).toContain('camera=()');
  expect(plain.headers()['strict-transport-security']).toBeUndefined();
  expect(cookiesOf(plain).length).toBeGreaterThan(0);
  // A file the page loads carries only what matters for it, not the document's policies.
  const script = /href="(\/assets\/entry\.client-[\w-]+\.js)"/.exec(await plain.text())![1]!;
  const asset = (await request.get(script)).headers();
  expect(asset['x-content-type-options']).toBe('nosniff');
  expect(asset['content-security-policy']).toBeUndefined();
  expect(asset['permissions-policy']).toBeUndefined();

  // The test runs on 127.0.0.1, which the server trusts as its proxy.
  const https = { ...noRedirect, headers: { 'x-forwarded-proto': 'https' } };
  for (const path of ['/?rc=VALID-CODE', '/de/about-us', '/acquisition/language?lang=fr&from=%2F']) {
    const response = await request.get(path, https);
    expect(response.headers()['strict-transport-security']).toContain('max-age=');
    const cookies = cookiesOf(response);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure/);
  }
});

test('markup and script URLs reach the page only through its Trusted Types policies; an injected inline script does not run', async ({
  page,
}) => {
  await page.goto('/about-us');
  await appReady(page);
  const outcome = await page.evaluate(() => {
    const refused = (inject: () => void) => {
      try {
        inject();
        return 'taken';
      } catch (error) {
        return (error as Error).name;
      }
    };
    const script = document.createElement('script');
    return {
      html: refused(() => document.body.insertAdjacentHTML('beforeend', '<img src=x onerror=alert(1)>')),
      scriptUrl: refused(() => (script.src = 'https://attacker.example/x.js')),
      policy: refused(() =>
        (
          window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } }
        ).trustedTypes.createPolicy('attacker', {}),
      ),
    };
  });
  expect(outcome).toEqual({ html: 'TypeError', scriptUrl: 'TypeError', policy: 'TypeError' });
  // What React writes to make a script element in the browser goes through the default policy.
  expect(await page.evaluate(() => (document.createElement('div').innerHTML = '<script></script>'))).toBe(
    '<script></script>',
  );
  // A script in the page's markup that the server did not render (as an injection would put there)
  // has no hash in the page's policy: it does not run, and the page still does.
  await page.route('/about-us', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('</body>', '<script>window.injectedRan = true</script></body>');
    await route.fulfill({ response, body: html });
  });
  await page.reload();
  await appReady(page);
  const ran = await page.evaluate(() => (window as unknown as { injectedRan?: boolean }).injectedRan ?? false);
  expect(ran).toBe(false);
});

test('a form’s validation breaks no policy: zod runs without its compiler, and probes for none', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { violations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(event.effectiveDirective));
  });
  const apply = translations.en.pages.membershipInterestApply;
  await page.goto('/membership-interest/apply');
  await appReady(page);
  await page.getByRole('button', { name: apply.submit }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});

test('a CSP violation is blocked, and its report is taken by the server’s endpoint', async ({ page, request }) => {
  await page.goto('/about-us');
  const violation = await page.evaluate(
    () =>
      new Promise<{ directive: string; blocked: string }>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) =>
          resolve({ directive: event.effectiveDirective, blocked: event.blockedURI }),
        );
        const image = document.createElement('img'); // from an origin img-src does not allow
        image.src = 'https://tracker.example/pixel.png';
        document.body.append(image);
      }),
  );
  expect(violation).toEqual({ directive: 'img-src', blocked: 'https://tracker.example/pixel.png' });
  // The browser delivers the report out of band (Reporting API), as this one in its format.
  const report = [
    { type: 'csp-violation', body: { documentURL: page.url(), effectiveDirective: violation.directive } },
  ];
  const answer = await request.post('/csp-reports', {
    data: JSON.stringify(report),
    headers: { 'content-type': 'application/reports+json' },
  });
  expect(answer.status()).toBe(204);
  expect((await request.get('/about-us')).headers()['reporting-endpoints']).toBe('csp="/csp-reports"');
});

const cookiesOf = (response: APIResponse) =>
  response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'set-cookie')
    .map(({ value }) => value);

test('the health check answers with status, the build’s version and commit, and uptime', async ({ request }) => {
  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' }).trim();
  expect(await health.json()).toMatchObject({ status: 'ok', version, commit, uptime: expect.any(Number) });
  expect(version).not.toBe('0.0.0');
});
