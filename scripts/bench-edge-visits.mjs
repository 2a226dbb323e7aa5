// The visitors of `pnpm bench:edge --failures` (bench-edge-failures.mjs): an open-loop load of
// first visits, returning visitors and form posts through the edge, and what each answer counts as.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { tsImport } from 'tsx/esm/api';
import { registrationPost } from './bench-soak/visits.mjs';

// The site's languages, as the app lists them (a folder of locales/ each).
const { baseLocale, locales: languages } = await tsImport('../locales/i18n-util.ts', import.meta.url);
// A page's address in a language: `/?…` in English, `/de?…` in German.
const page = (lang, query) => `${lang === baseLocale ? '/' : `/${lang}`}?${query}`;
const sleep = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));

// The default benchmark's addresses (bench-edge.mjs): 50 campaign links in English, German and French.
export const campaignPaths = ['/', '/de', '/fr'].flatMap((start) =>
  Array.from({ length: 50 }, (_, index) => `${start}?rc=VALID-CODE&utm_campaign=spring-${index + 1}`),
);

/**
 * The n-th visit of a kind: what it sends, and the language the edge's 503 page must be in.
 * `first`: a visitor without cookies on a campaign link, the bulk of the traffic, which the edge
 * caches; `new-address`: one on a link nobody opened before (nothing cached); `returning`: a
 * visitor with cookies (their own page, every one from an origin); `post`: a registration.
 */
function visitOf(kind, n) {
  const lang = languages[n % languages.length];
  const cookie = `lang=${lang}; acqAnonymousId=${randomUUID()}`;
  if (kind === 'first') {
    const path = campaignPaths[n % campaignPaths.length];
    return { kind, path, lang: /^\/(de|fr)/.exec(path)?.[1] ?? 'en', init: {} };
  }
  if (kind === 'new-address') return { kind, path: page(lang, `utm_campaign=new-${n}`), lang, init: {} };
  if (kind === 'returning') return { kind, path: page(lang, 'rc=VALID-CODE'), lang, init: { headers: { cookie } } };
  const form = registrationPost(`edge-bench-${randomUUID()}@example.com`);
  return {
    kind,
    path: page(lang, 'rc=VALID-CODE&index'),
    lang,
    init: { method: 'POST', body: form, headers: { cookie } },
  };
}

/** Visits in these shares (`{ first: 90, returning: 10 }`, per hundred), interleaved. */
export function visitMix(shares) {
  const slots = Object.entries(shares).flatMap(([kind, share]) =>
    Array.from({ length: share }, (_, index) => ({ kind, order: index / share })),
  );
  slots.sort((a, b) => a.order - b.order);
  const counts = new Map();
  return (index) => {
    const { kind } = slots[index % slots.length];
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
    return visitOf(kind, counts.get(kind));
  };
}

/**
 * One visit on a connection of its own, as every visitor has (fetch would share a few among
 * all of them): what the edge answered, or the error.
 */
function send(base, visit) {
  const sent = performance.now();
  const url = new URL(visit.path, base);
  const body = visit.init.body?.toString();
  const headers = { origin: url.origin, ...visit.init.headers };
  if (body) Object.assign(headers, { 'content-type': 'application/x-www-form-urlencoded' });
  return new Promise((resolve) => {
    const done = (answer) => resolve({ visit, ms: performance.now() - sent, ...answer });
    const request = http.request(url, { method: visit.init.method ?? 'GET', headers, agent: false, timeout: 30_000 });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => done({ status: 0, error: error.code ?? error.message }));
    request.on('response', (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', (error) => done({ status: 0, error: error.code ?? error.message }));
      response.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8');
        done({
          status: response.statusCode,
          cache: String(response.headers['x-cache'] ?? ''),
          retryAfter: 'retry-after' in response.headers,
          // The edge's own page (scripts/edge-pages.ts), not nginx's nor an origin's.
          edgePage: html.includes('<p class="status" aria-hidden="true">503</p>'),
          lang: /<html lang="([a-z]+)"/.exec(html)?.[1] ?? null,
        });
      });
    });
    request.end(body);
  });
}

/** Sends `rate` visits a second, whatever the answers before (visitors do not wait for each other), until `until` settles. */
export async function load({ url, rate, until, visitAt }) {
  let stopped = false;
  until.then(() => (stopped = true));
  const pending = [];
  const start = performance.now();
  for (let index = 0; !stopped; index++) {
    const wait = start + (index * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    if (!stopped) pending.push(send(url, visitAt(index)));
  }
  return Promise.all(pending);
}

/**
 * The figures of a scenario's answers. A failed request is any answer but 2xx and 3xx, except,
 * where the scenario means them (`unavailableMeant`), the edge's 503 page with Retry-After in
 * the visitor's language.
 */
export function tally(answers, { unavailableMeant }) {
  const ok = (answer) => answer.status >= 200 && answer.status < 400;
  const unavailable = (answer) =>
    answer.status === 503 && answer.retryAfter && answer.edgePage && answer.lang === answer.visit.lang;
  const failed = answers.filter((answer) => !ok(answer) && !(unavailableMeant && unavailable(answer)));
  const reasons = new Map();
  for (const { status, error, visit } of failed) {
    const reason = `${visit.kind} ${error ?? status}`;
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  const ms = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  return {
    requests: answers.length,
    failed: failed.length,
    reasons: [...reasons].map(([reason, count]) => `${count} ${reason}`).join(', '),
    // The address's copy, served when no origin could answer (FALLBACK-HIT, -STALE). Not STALE or
    // UPDATING: a page past its minute served while its background refresh runs, as every minute.
    stale: answers.filter((answer) => ok(answer) && answer.cache.includes('FALLBACK')).length,
    unavailable: answers.filter(unavailable).length,
    p50: ms[Math.floor(ms.length * 0.5)] ?? NaN,
    p99: ms[Math.floor(ms.length * 0.99)] ?? NaN,
  };
}
