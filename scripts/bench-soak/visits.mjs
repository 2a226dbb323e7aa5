// The visitor's requests of `pnpm bench:soak` and of the deployment's rehearsal (scripts/deploy/rehearsal/),
// in a steady mix, each with the answers that count as right: anything else is an error.
import { randomUUID } from 'node:crypto';
import { tsImport } from 'tsx/esm/api';

// The site's languages, from their one list (locales/).
const { locales: languages } = await tsImport('../../locales/i18n-util.ts', import.meta.url);
const prefix = (lang) => (lang === 'en' ? '' : `/${lang}`);
const page = (lang) => prefix(lang) || '/'; // a language's landing page: `/`, `/de`

/** A one-step registration as the landing page's form posts it without scripts, for `email`. */
export function registrationPost(email, extra = {}) {
  return new URLSearchParams({
    step: 'oneStep',
    flow: 'DEFAULT',
    email,
    gender: 'FEMALE',
    firstName: 'Ada',
    lastName: 'Lovelace',
    country: 'DE',
    termsAndConditionsAccepted: 'on',
    registrationCode: 'VALID-CODE',
    ...extra,
  });
}

const registration = (n, lang) => registrationPost(`soak-${n}-${randomUUID()}@example.com`, { lang });

// Per hundred requests. Landing pages are most of a campaign's traffic; every campaign link is a
// new address (no two alike: nothing is the same twice for a cache the server might keep).
const kinds = {
  landing: {
    share: 55,
    expect: [200],
    request: (n, lang) => ({ path: `${page(lang)}?rc=VALID-CODE&utm_campaign=soak-${n}` }),
  },
  returning: {
    share: 10,
    expect: [200],
    request: (n, lang) => ({ path: `${page(lang)}?rc=VALID-CODE`, headers: { cookie: `lang=${lang}` } }),
  },
  data: {
    share: 10,
    expect: [200],
    request: (n, lang) => ({ path: `${prefix(lang) || '/_'}.data?rc=VALID-CODE` }), // the router's data request of the page
  },
  registration: {
    share: 10,
    expect: [302, 303],
    request: (n, lang) => ({
      path: `${page(lang)}?rc=VALID-CODE&index`,
      method: 'POST',
      body: registration(n, lang).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `lang=${lang}` },
    }),
  },
  'language switch': {
    share: 10,
    expect: [302],
    request: (n, lang) => ({ path: `/?rc=VALID-CODE&lang=${lang === 'en' ? 'de' : lang}` }),
  },
  'not found': { share: 5, expect: [404], request: (n, lang) => ({ path: `${prefix(lang)}/content/soak-${n}` }) },
};

/** The n-th request of the mix: `{ kind, path, method, headers, body, expect }`. */
export function visit(n) {
  let slot = n % 100;
  for (const [kind, { share, expect, request }] of Object.entries(kinds)) {
    if (slot < share) return { kind, method: 'GET', expect, ...request(n, languages[n % languages.length]) };
    slot -= share;
  }
  throw new Error('the shares add up to 100');
}

/** Sends a request to `base` (fetch keeps connections open, as a load balancer does); resolves with what came back. */
export async function send(base, request, timeoutMs = 10_000) {
  const started = performance.now();
  const url = new URL(request.path, base);
  try {
    const response = await fetch(url, {
      method: request.method,
      headers: { origin: url.origin, ...request.headers },
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer();
    const ok = request.expect.includes(response.status);
    return { ok, status: response.status, ms: performance.now() - started };
  } catch (error) {
    return { ok: false, status: 0, error: error.cause?.code ?? error.name, ms: performance.now() - started };
  }
}
