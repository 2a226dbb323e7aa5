// The pages screenshots-compare.mjs takes pictures of, and how it takes each one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
// A lobby / social sign-in token as the backend hands it out (apps/web/e2e/tokens.ts): unsigned, naming the e-mail.
const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ email: 'visitor@example.com' })}.signature`;

// Every route of apps/web/src/app/route-table.ts at an address that renders its real page, as
// apps/web/e2e/routes.spec.ts and the feature tests visit them. `admin`: signed in through the mock first.
export const PAGES = [
  { path: '/' },
  { path: '/?rc=VALID-CODE' }, // the invitation, with the inviter's name
  { path: '/spring-campaign' }, // a campaign slug
  { path: '/about-us' },
  { path: '/stores' },
  ...['imprint', 'privacy-policy', 'terms', 'jobs', 'sustainability'].map((slug) => ({ path: `/content/${slug}` })),
  { path: '/error/404' },
  { path: `/lobby?token=${token}` },
  { path: '/membership-interest' },
  { path: '/membership-interest/apply' },
  { path: '/membership-interest/confirmation' },
  // The seeded pending account: the scripts activate it at once (so the mock is reset before each page).
  { path: '/registration/activateaccount?activationId=seeded-pending-activation' },
  { path: '/registration/activateaccountError' },
  { path: '/registration/deny' },
  { path: '/registration/formfinished' },
  { path: '/registration/formstarted' },
  { path: '/registration/gift-voucher' },
  { path: '/registration/registrationformemailactivecomplete' },
  { path: '/registration/registrationformemailpendingcomplete' },
  { path: `/registration/social-registration-second-step?token=${token}` },
  { path: '/admin/registrationlinkgenerator' }, // the refusal
  { path: '/admin/registrationlinkgenerator', admin: true },
  { path: '/admin/splitgenerator' },
  { path: '/admin/splitgenerator', admin: true },
];
export const LANGUAGES = [
  { language: 'en', prefix: '' },
  { language: 'de', prefix: '/de' },
];
export const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
// Pinned anonymous id (apps/mock-server/README.md): both landing experiments in their control, so
// the server picks the same variants on both sides.
export const VISITOR = 'e2e-visitor-e';
// Nothing moves while the picture is taken; no caret blinks. (Playwright's `style` option would be a
// <style> element, which the app's Content-Security-Policy blocks; an adopted sheet it does not.)
export const FREEZE =
  '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';

/** A route-table path that no page above covers, in either checkout, is worth a warning. */
export function warnAboutUncoveredRoutes(checkouts) {
  for (const checkout of checkouts) {
    let table;
    try {
      table = readFileSync(path.join(checkout, 'apps/web/src/app/route-table.ts'), 'utf8');
    } catch {
      continue; // moved by a refactoring: nothing to check against
    }
    for (const [, routePath] of table.matchAll(/\bpath: '([^']*)'/g)) {
      const pattern = new RegExp(`^/${routePath.replace(/:\w+\?/g, '[^/]*').replace(/:\w+/g, '[^/]+')}$`);
      if (!PAGES.some((page) => pattern.test(page.path.split('?')[0])))
        console.warn(`Warning: no page of this script shows the route /${routePath} (${checkout}).`);
    }
  }
}

/** Every screenshot to take: each page (whose path contains `only`) in each language at each width. */
export function shotList(only) {
  return PAGES.filter((page) => !only || page.path.includes(only)).flatMap((page) =>
    LANGUAGES.flatMap(({ language, prefix }) =>
      WIDTHS.map(({ width, height }) => {
        // A language's start page is its prefix itself: /de, /de?rc=…
        const url = prefix && /^\/(\?|$)/.test(page.path) ? prefix + page.path.slice(1) : prefix + page.path;
        const route = `${page.path.replace(token, '<token>')}${page.admin ? ' (admin)' : ''}`;
        const name = route.replace('<token>', '').replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing';
        return { url, admin: page.admin, route, language, width, height, file: `${name}-${language}-${width}` };
      }),
    ),
  );
}

/** The full-page screenshot of one address on one side, once the page has settled. */
export async function capture(browser, stack, { url, admin, width, height }) {
  await stack.reset();
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: 1,
    locale: 'en-US', // the language comes from the path alone
    timezoneId: 'UTC',
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  try {
    await context.addCookies([{ name: 'acqAnonymousId', value: VISITOR, url: stack.origin }]);
    const page = await context.newPage();
    // "Already a member" sends the visitor to the shop's login after 5 s; a navigation answered
    // 204 No Content leaves the page where it is (an aborted one would show an error page).
    await page.route(`${stack.mockOrigin}/dev/login**`, (route) => route.fulfill({ status: 204 }));
    const target = `${stack.origin}${url}`;
    const address = admin ? `${stack.mockOrigin}/dev/admin-sign-in?redirect=${encodeURIComponent(target)}` : target;
    const response = await page.goto(address, { waitUntil: 'load', timeout: 60_000 });
    if (!response || response.status() >= 500) throw new Error(`${url} answered ${response?.status()}`);
    // Hydrated, as apps/web/e2e/app-ready.ts waits for it.
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
    // What the scripts fetch once they run (the invitation, an activation) has arrived.
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    await page.evaluate(async (css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      // Lazy images below the fold load too, and every image is decoded before the picture.
      const images = [...document.images];
      for (const image of images) image.loading = 'eager';
      await Promise.all(images.map((image) => image.decode().catch(() => {})));
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }, FREEZE);
    const landedOn = new URL(page.url()).pathname.replace(/(.)\/$/, '$1');
    if (landedOn !== url.split('?')[0]) throw new Error(`${url} ended on ${page.url()}`);
    return await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  } finally {
    await context.close();
  }
}
