#!/usr/bin/env node
// Security-headers audit of a running site, scored as Mozilla's HTTP Observatory (v2) scores it, so
// that a change to the server's headers can be judged before it is deployed and scanned for real.
//
//   pnpm audit:headers --url https://127.0.0.1:8443/?rc=VALID-CODE [--url ...]
//                      [--http-url http://127.0.0.1:8080/ ...] [--insecure] [--json]
//
// The rules are re-implemented from the Observatory's source (MPL-2.0), github.com/mdn/mdn-http-observatory
// at 94042bb (algorithm version 6): src/analyzer/tests/*.js, src/analyzer/cspParser.js,
// src/grader/charts.js and src/scanner/index.js. Each result keeps the Observatory's name, so that a
// line of the output can be looked up in its documentation. The score starts at 100, every test's
// modifier is added, and the bonuses (positive modifiers) count only when the score without them is
// at least 90; the grade is that of the score rounded down to a multiple of 5. All twelve tests of
// that version run, Cross-Origin-Opener-Policy and -Embedder-Policy included (new in version 6,
// each worth up to +10): leaving them out would not give the Observatory's score.
//
// Each URL is scored twice: with all tests, and without the TLS-only ones (HSTS and redirection
// left out, cookies judged without the Secure requirement), as a site served over plain http on
// localhost would be, where no certificate exists.
//
// --http-url   the http:// form of the i-th --url, for the redirection test (which needs what http
//              answers); when the --url is itself http://, its own answer is used; otherwise the test
//              is not run and not scored.
// --insecure   accept a certificate no browser trusts (a self-signed one): it is then scored as a
//              valid one. Without it such a certificate scores hsts-invalid-cert and
//              redirection-invalid-cert, as in the Observatory, which retries without verification.
// --json       one JSON document on stdout instead of the tables.
import net from 'node:net';
import tls from 'node:tls';
import { parseArgs } from 'node:util';

const OBSERVATORY = { source: 'github.com/mdn/mdn-http-observatory@94042bb', algorithmVersion: 6 };

// ---------------------------------------------------------------------------------------------
// The Observatory's scoring tables (src/grader/charts.js): each test's results and their modifiers.

const SCORE_TABLE = {
  'content-security-policy': {
    'csp-implemented-with-no-unsafe-default-src-none': 10,
    'csp-implemented-with-no-unsafe': 5,
    'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
    'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
    'csp-implemented-with-unsafe-eval': -10,
    'csp-implemented-with-unsafe-inline': -20,
    'csp-implemented-with-insecure-scheme': -20,
    'csp-implemented-but-duplicate-directives': 0,
    'csp-header-invalid': -25,
    'csp-not-implemented': -25,
    'csp-not-implemented-but-reporting-enabled': -25,
  },
  cookies: {
    'cookies-secure-with-httponly-sessions-and-samesite': 5,
    'cookies-secure-with-httponly-sessions': 0,
    'cookies-not-found': 0,
    'cookies-without-secure-flag-but-protected-by-hsts': -5,
    'cookies-session-without-secure-flag-but-protected-by-hsts': -10,
    'cookies-without-secure-flag': -20,
    'cookies-samesite-flag-invalid': -20,
    'cookies-anticsrf-without-samesite-flag': -20,
    'cookies-session-without-httponly-flag': -30,
    'cookies-session-without-secure-flag': -40,
  },
  'cross-origin-embedder-policy': {
    'coep-implemented-with-require-corp': 10,
    'coep-implemented-with-credentialless': 10,
    'coep-implemented-with-unsafe-none': 0,
    'coep-not-implemented': 0,
    'coep-header-invalid': -5,
  },
  'cross-origin-opener-policy': {
    'coop-implemented-with-same-origin': 10,
    'coop-implemented-with-same-origin-allow-popups': 10,
    'coop-implemented-with-noopener-allow-popups': 10,
    'coop-implemented-with-unsafe-none': 0,
    'coop-not-implemented': 0,
    'coop-header-invalid': -5,
  },
  'cross-origin-resource-sharing': {
    'cross-origin-resource-sharing-not-implemented': 0,
    'cross-origin-resource-sharing-implemented-with-public-access': 0,
    'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
    'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  },
  redirection: {
    'redirection-all-redirects-preloaded': 0,
    'redirection-to-https': 0,
    'redirection-not-needed-no-http': 0,
    'redirection-off-host-from-http': -5,
    'redirection-not-to-https-on-initial-redirection': -10,
    'redirection-not-to-https': -20,
    'redirection-missing': -20,
    'redirection-invalid-cert': -20,
  },
  'referrer-policy': {
    'referrer-policy-private': 5,
    'referrer-policy-not-implemented': 0,
    'referrer-policy-unsafe': -5,
    'referrer-policy-header-invalid': -5,
  },
  'strict-transport-security': {
    'hsts-preloaded': 5,
    'hsts-implemented-max-age-at-least-six-months': 0,
    'hsts-implemented-max-age-less-than-six-months': -10,
    'hsts-not-implemented': -20,
    'hsts-header-invalid': -20,
    'hsts-not-implemented-no-https': -20,
    'hsts-invalid-cert': -20,
  },
  'subresource-integrity': {
    'sri-implemented-and-all-scripts-loaded-securely': 5,
    'sri-implemented-and-external-scripts-loaded-securely': 5,
    'sri-not-implemented-response-not-html': 0,
    'sri-not-implemented-but-no-scripts-loaded': 0,
    'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
    'sri-not-implemented-but-external-scripts-loaded-securely': -5,
    'sri-implemented-but-external-scripts-not-loaded-securely': -20,
    'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
    'html-not-parseable': -20,
  },
  'x-content-type-options': {
    'x-content-type-options-nosniff': 0,
    'x-content-type-options-not-implemented': -5,
    'x-content-type-options-header-invalid': -5,
  },
  'x-frame-options': {
    'x-frame-options-implemented-via-csp': 5,
    'x-frame-options-sameorigin-or-deny': 5,
    'x-frame-options-allow-from-origin': 0,
    'x-frame-options-not-implemented': -20,
    'x-frame-options-header-invalid': -20,
  },
  'cross-origin-resource-policy': {
    'corp-implemented-with-same-origin': 10,
    'corp-implemented-with-same-site': 10,
    'corp-implemented-with-cross-origin': 0,
    'corp-not-implemented': 0,
    'corp-header-invalid': -5,
  },
};

const GRADE_CHART = new Map([
  [100, 'A+'],
  [95, 'A'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [75, 'B'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [55, 'C'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [35, 'D'],
  [30, 'D'],
  [25, 'D-'],
  [20, 'F'],
  [15, 'F'],
  [10, 'F'],
  [5, 'F'],
  [0, 'F'],
]);
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

// What is left out of the second score: these need a certificate, which a site on localhost has not.
const TLS_ONLY = {
  skipped: ['strict-transport-security', 'redirection'],
  changed: { cookies: 'judged without the Secure requirement (every cookie counted as Secure)' },
};

// ---------------------------------------------------------------------------------------------
// Retrieval, as the Observatory's retriever does it (src/retriever/*.js): a GET that follows up to
// 10 redirects itself, keeping the cookies of every hop in a jar; an OPTIONS preflight for CORS.

const REQUEST_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'user-agent':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:129.0) Gecko/20100101 Firefox/129.0 Observatory/129.0',
};
const CORS_ORIGIN = 'https://http-observatory.security.mozilla.org';
const REDIRECT_STATUS_CODES = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 10;
const TIMEOUT_MS = 10_000;
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/** Whether a browser would trust the certificate of an https origin (chain and host name). */
function certificateTrusted(url) {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve) => {
    const socket = tls.connect({
      host,
      port: Number(url.port || 443),
      servername: net.isIP(host) ? undefined : host, // SNI takes names only
      rejectUnauthorized: false, // to read `authorized` rather than fail
    });
    socket.setTimeout(TIMEOUT_MS, () => socket.destroy());
    socket.once('secureConnect', () => {
      resolve(socket.authorized);
      socket.destroy();
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

/**
 * The certificate verdict of every https URL of a chain: the Observatory calls a response
 * unverified when any hop failed verification. Fetching must then go on without verification
 * (the Observatory retries so), which Node's fetch only allows process-wide.
 */
async function chainVerified(urls, { insecure, untrusted }) {
  let verified = true;
  for (const url of urls.filter((u) => u.protocol === 'https:')) {
    if (await certificateTrusted(url)) continue;
    untrusted.add(url.origin);
    if (!insecure) verified = false;
  }
  return verified;
}

/**
 * The cookie jar of the Observatory's session (tough-cookie 5): the last cookie of a name, domain
 * and path wins; expired ones are kept (a deletion still counts as a cookie set), and those
 * without a name are dropped (`filterCookies`).
 */
function createJar() {
  const cookies = new Map();
  return {
    store(url, setCookieHeaders) {
      for (const header of setCookieHeaders) {
        const cookie = parseSetCookie(header, url);
        if (cookie && cookie.name !== 'heroku-session-affinity') {
          cookies.set(`${cookie.domain}|${cookie.path}|${cookie.name}`, cookie);
        }
      }
    },
    // The Cookie header a hop sends, so that a redirect that depends on a cookie behaves.
    header(url) {
      const now = Date.now();
      const sent = [...cookies.values()].filter(
        (c) =>
          (c.domain === url.hostname || (!c.hostOnly && url.hostname.endsWith(`.${c.domain}`))) &&
          url.pathname.startsWith(c.path) &&
          (!c.secure || url.protocol === 'https:') &&
          (c.expires === null || c.expires > now),
      );
      return sent.length > 0 ? { cookie: sent.map((c) => `${c.name}=${c.value}`).join('; ') } : {};
    },
    all: () => [...cookies.values()],
  };
}

/** One Set-Cookie header as RFC 6265 reads it (the attributes the tests look at), or null. */
function parseSetCookie(header, url) {
  const [pair, ...attributes] = header.split(';');
  const equals = pair.indexOf('=');
  if (equals <= 0) return null; // tough-cookie rejects a cookie without a name
  const cookie = {
    name: pair.slice(0, equals).trim(),
    value: pair.slice(equals + 1).trim(),
    domain: url.hostname,
    hostOnly: true,
    path: url.pathname.slice(0, url.pathname.lastIndexOf('/')) || '/',
    secure: false,
    httpOnly: false,
    sameSite: undefined,
    expires: null,
  };
  for (const attribute of attributes) {
    const [rawKey, ...rest] = attribute.split('=');
    const key = rawKey.trim().toLowerCase();
    const value = rest.join('=').trim();
    if (key === 'secure') cookie.secure = true;
    else if (key === 'httponly') cookie.httpOnly = true;
    else if (key === 'samesite') cookie.sameSite = ['strict', 'lax', 'none'].find((v) => v === value.toLowerCase());
    else if (key === 'path' && value.startsWith('/')) cookie.path = value;
    else if (key === 'max-age' && /^-?\d+$/.test(value)) cookie.expires = Date.now() + Number(value) * 1000;
    else if (key === 'expires' && cookie.expires === null && !Number.isNaN(Date.parse(value)))
      cookie.expires = Date.parse(value);
    else if (key === 'domain' && value) {
      const domain = value.replace(/^\./, '').toLowerCase();
      // A cookie for another domain is refused, as tough-cookie refuses it.
      if (url.hostname !== domain && !url.hostname.endsWith(`.${domain}`)) return null;
      cookie.domain = domain;
      cookie.hostOnly = false;
    }
  }
  // A prefixed cookie that breaks its prefix's rules is dropped silently (tough-cookie's default).
  if (cookie.name.startsWith('__Secure-') && !cookie.secure) return null;
  if (cookie.name.startsWith('__Host-') && !(cookie.secure && cookie.hostOnly && cookie.path === '/')) return null;
  return cookie;
}

/** GET a URL following redirects as the Observatory's session does; null when it cannot connect. */
async function getFollowingRedirects(startUrl, jar) {
  const hops = [];
  let url = new URL(startUrl);
  try {
    for (;;) {
      const response = await fetch(url, {
        redirect: 'manual',
        headers: { ...REQUEST_HEADERS, ...jar.header(url) },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      hops.push({ url, status: response.status, setCookies: response.headers.getSetCookie() });
      jar.store(url, hops.at(-1).setCookies);
      const location = response.headers.get('location');
      if (hops.length <= MAX_REDIRECTS && REDIRECT_STATUS_CODES.has(response.status) && location) {
        await response.body?.cancel();
        url = new URL(location, url);
        continue;
      }
      return { hops, url, status: response.status, headers: response.headers, body: await response.text() };
    }
  } catch (error) {
    if (hops.length === 0 && isConnectionError(error)) return null;
    throw error;
  }
}

function isConnectionError(error) {
  const code = error?.cause?.code ?? error?.code;
  return ['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EHOSTUNREACH', 'ETIMEDOUT'].includes(code);
}

/** The CORS preflight the Observatory sends to the page's final address (no cookies: its client has no jar). */
async function corsPreflight(url) {
  try {
    const response = await fetch(url, {
      method: 'OPTIONS',
      headers: { ...REQUEST_HEADERS, 'access-control-request-method': 'GET', origin: CORS_ORIGIN },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    return { requestOrigin: CORS_ORIGIN, headers: response.headers };
  } catch {
    return null;
  }
}

/** A GET with its redirects, and whether every certificate on the way is trusted; null: no connection. */
async function getVerified(url, jar, options) {
  const answer = await getFollowingRedirects(url, jar);
  if (answer)
    answer.verified = await chainVerified(
      answer.hops.map((hop) => hop.url),
      options,
    );
  return answer;
}

/**
 * Everything the tests read, as the Observatory's `Requests`: `auto` is the page (the --url's
 * answer), `https` the same when it is https (HSTS is read there only), `http` the answer of the
 * http:// address for the redirection test.
 */
async function retrieve(pageUrl, httpUrl, options) {
  const jar = createJar();
  const page = await getVerified(pageUrl, jar, options);
  if (!page) throw new Error(`${pageUrl}: cannot connect`);
  // The Observatory accepts 2xx, 3xx, 401 and 403 and gives up on any other status.
  if (page.status < 200 || (page.status >= 400 && ![401, 403].includes(page.status))) {
    throw new Error(`${pageUrl}: unexpected HTTP status ${page.status}`);
  }
  page.cookies = jar.all();
  const mime = (page.headers.get('content-type') ?? '').split(';', 1)[0];
  page.httpEquiv = HTML_TYPES.has(mime) && page.body ? parseHttpEquiv(page.body) : new Map();

  let http; // undefined: the redirection test is not run
  if (httpUrl === pageUrl) http = page;
  else if (httpUrl !== undefined) http = await getVerified(httpUrl, createJar(), options);

  // The page is the Observatory's https session when it ends on https (an http --url may redirect there).
  const start = new URL(pageUrl);
  const overTls = page.url.protocol === 'https:';
  return {
    url: overTls && start.protocol !== 'https:' ? page.url : start,
    auto: page,
    https: overTls ? page : null,
    http,
    cors: await corsPreflight(page.url),
  };
}

// ---------------------------------------------------------------------------------------------
// HTML: the start tags the Observatory's htmlparser2 reports (src/utils/html-parser.js). A small
// tokenizer suffices: comments are skipped, and the text of script, style, title and textarea is
// raw text, never tags (a "<script" inside a script's string is not a script).

const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'title', 'textarea']);
const TAG = /<!--[\s\S]*?(?:-->|$)|<([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function startTags(html) {
  const lowerHtml = html.toLowerCase();
  const tags = [];
  TAG.lastIndex = 0;
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    if (!match[1]) continue; // a comment
    const name = match[1].toLowerCase();
    tags.push({ name, attributes: parseAttributes(match[2]) });
    if (RAW_TEXT_ELEMENTS.has(name)) {
      const end = lowerHtml.indexOf(`</${name}`, TAG.lastIndex);
      TAG.lastIndex = end === -1 ? html.length : end;
    }
  }
  return tags;
}

function parseAttributes(text) {
  const attributes = {};
  for (const [, name, double, single, bare] of text.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase();
    if (!(key in attributes)) attributes[key] = decodeEntities(double ?? single ?? bare ?? ''); // the first wins
  }
  return attributes;
}

const NAMED_ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decodeEntities(text) {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, body) => {
    if (body[0] !== '#') return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
    return String.fromCodePoint(code);
  });
}

/** The CSP and referrer policy of <meta> tags (src/retriever/utils.js `parseHttpEquivHeaders`). */
function parseHttpEquiv(html) {
  const equiv = new Map([['content-security-policy', []]]);
  for (const { name, attributes } of startTags(html)) {
    if (name !== 'meta') continue;
    if ('http-equiv' in attributes && 'content' in attributes) {
      if (attributes.content && attributes['http-equiv'].toLowerCase().trim() === 'content-security-policy') {
        equiv.get('content-security-policy').push(attributes.content);
      }
    } else if (attributes.name?.toLowerCase().trim() === 'referrer' && attributes.content) {
      equiv.set('referrer-policy', [attributes.content]); // the last one wins
    }
  }
  return equiv;
}

// ---------------------------------------------------------------------------------------------
// Content-Security-Policy (src/analyzer/cspParser.js and tests/csp.js).

const DIRECTIVES_DISALLOWED_IN_META = ['frame-ancestors', 'report-uri', 'sandbox'];
const ALLOWED_DUPLICATE_DIRECTIVES = new Set(['report-uri', 'report-to']);
const DUPLICATES = Symbol('duplicate report-uri/report-to');
const compareSources = new Intl.Collator('en').compare;

/**
 * A list of policies as one Map of directive -> Set of sources. As in the Observatory, a repeated
 * directive in one policy makes it invalid (throws), except report-uri and report-to; with several
 * policies, a source counts only when each later policy that names the directive allows it too.
 */
function parseCsp(policies) {
  const cleaned = policies.map((policy) => policy.replaceAll(/[\r\n]/g, '').trim());
  if (cleaned.length === 0) return new Map();
  if (cleaned.some((policy) => policy.length < 'img-src'.length - 1)) throw new Error('invalid policy');

  const csp = new Map(); // directive -> [{ source, index, keep }]
  const duplicates = new Set();
  for (const [index, policy] of cleaned.entries()) {
    const seen = new Set();
    for (const [rawDirective, ...values] of policy.split(';').map((entry) => entry.trim().split(/\s+/))) {
      if (!rawDirective) continue;
      const directive = rawDirective.toLowerCase();
      if (seen.has(directive)) {
        if (!ALLOWED_DUPLICATE_DIRECTIVES.has(directive)) throw new Error(`duplicate ${directive}`);
        duplicates.add(directive);
      }
      seen.add(directive);

      const keep = index === 0;
      const sources = values.map((value) => ({ source: value.trim().toLocaleLowerCase(), index, keep }));
      if (values.length === 0 && directive.endsWith('-src')) sources.push({ source: "'none'", index, keep });
      const combined = index === 0 ? sources : [...(csp.get(directive) ?? []), ...sources];
      combined.sort((a, b) => compareSources(a.source, b.source));
      for (let i = 1; i < combined.length; i++) {
        const [previous, current] = [combined[i - 1], combined[i]];
        // Within a policy, a longer source starting like a shorter one adds nothing.
        if (current.index === previous.index && current.source.startsWith(previous.source)) current.keep = false;
        // Across policies, a source must be allowed by both.
        if (current.index !== previous.index && pathPartMatch(previous.source, current.source)) current.keep = true;
      }
      csp.set(
        directive,
        combined.filter((source) => source.keep),
      );
      // With more policies to come, the first one's sources stay only where a later one matches them.
      if (index === 0 && policies.length > 1) for (const source of csp.get(directive)) source.keep = false;
    }
  }
  const result = new Map(
    [...csp].map(([directive, sources]) => [
      directive,
      new Set(sources.length > 0 ? sources.map((s) => s.source) : ["'none'"]),
    ]),
  );
  if (duplicates.size > 0) result.set(DUPLICATES, duplicates);
  return result;
}

function pathPartMatch(pathA, pathB) {
  if (pathA.length === 0) return true;
  if (pathA === '/' && pathB.length === 0) return true;
  const exactMatch = !pathA.endsWith('/');
  const partsA = pathA.split('/');
  const partsB = pathB.split('/');
  if (partsA.length > partsB.length) return false;
  if (exactMatch && partsA.length !== partsB.length) return false;
  if (!exactMatch) partsA.pop();
  return partsA.every(
    (part, i) => partsB[i] !== undefined && decodeURIComponent(part) === decodeURIComponent(partsB[i]),
  );
}

function parseCspMeta(policies) {
  const csp = parseCsp(policies);
  for (const directive of DIRECTIVES_DISALLOWED_IN_META) csp.delete(directive);
  return csp;
}

const DANGEROUSLY_BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const BROAD_OR_INLINE = DANGEROUSLY_BROAD.union(UNSAFE_INLINE);
const PASSIVE_DIRECTIVES = new Set(['img-src', 'media-src']);
const NONCES_HASHES = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];

const hasNonceOrHash = (sources) => [...sources].some((s) => NONCES_HASHES.some((prefix) => s.startsWith(prefix)));
const isInsecureScheme = (source) => source.startsWith('http:') || source.startsWith('ftp:');

// A comma separates policies in one header (CSP3 §2.2), so it splits them.
const splitPolicies = (values) => values.flatMap((value) => value.split(',').map((policy) => policy.trim()));

/**
 * The CSP test. Its first failing rule names the result, in this order: invalid, unsafe-inline
 * (or data:, or broad sources, in script-src or object-src), insecure scheme (https only),
 * unsafe-eval, insecure passive content, unsafe style; otherwise default-src 'none' earns the best
 * result. `policy` records what the Observatory reports besides (frame-ancestors, base-uri,
 * form-action, object-src, 'strict-dynamic'): shown, but scored only through X-Frame-Options.
 */
function contentSecurityPolicyTest(requests) {
  const response = requests.auto;
  const headerValue = response.headers.get('content-security-policy');
  const headerPolicies = splitPolicies(headerValue === null ? [] : [headerValue]);
  const metaPolicies = splitPolicies(response.httpEquiv.get('content-security-policy') ?? []);
  const output = { result: null, pass: false, data: null, policy: null };

  let csp;
  try {
    csp = parseCsp([...headerPolicies, ...metaPolicies]);
  } catch {
    return { ...output, result: 'csp-header-invalid' };
  }
  const headerOnly = tryOrEmpty(() => parseCsp(headerPolicies));
  const meta = tryOrEmpty(() => parseCspMeta(metaPolicies));
  if (headerOnly.size + meta.size === 0) {
    // Report-Only is a header only; a meta tag cannot carry it.
    const reportOnly = response.headers.get('content-security-policy-report-only');
    return { ...output, result: reportOnly ? 'csp-not-implemented-but-reporting-enabled' : 'csp-not-implemented' };
  }

  const policy = {
    antiClickjacking: false,
    defaultNone: false,
    insecureBaseUri: false,
    insecureFormAction: false,
    insecureSchemeActive: false,
    insecureSchemePassive: false,
    strictDynamic: false,
    unsafeEval: false,
    unsafeInline: false,
    unsafeInlineStyle: false,
    unsafeObjects: false,
  };
  let result = null;
  const firstOf = (candidate) => (result ??= candidate);

  // These are the parsed Sets themselves (a fallback to default-src shares its Set), as in the
  // Observatory, so that removing a source below also changes what the later checks see.
  const all = new Set(['*']);
  const baseUri = csp.get('base-uri') ?? all;
  const frameAncestors = headerOnly.get('frame-ancestors') ?? all; // never from a meta tag
  const formAction = csp.get('form-action') ?? all;
  const objectSrc = csp.get('object-src') ?? csp.get('default-src') ?? all;
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src') ?? new Set(['*']);
  const styleSrc = csp.get('style-src') ?? csp.get('default-src') ?? new Set(['*']);

  // A nonce or a hash makes browsers ignore 'unsafe-inline'.
  for (const sources of [scriptSrc, styleSrc]) {
    if (hasNonceOrHash(sources)) sources.delete("'unsafe-inline'");
  }
  // With a nonce or a hash, 'strict-dynamic' makes browsers ignore host and scheme sources,
  // 'self' and 'unsafe-inline'; without one it blocks every script: the policy is then invalid.
  if (hasNonceOrHash(scriptSrc) && scriptSrc.has("'strict-dynamic'")) {
    for (const source of scriptSrc) {
      const ignored = [...DANGEROUSLY_BROAD].some((broad) => source.startsWith(broad));
      if (ignored || source === "'self'" || source === "'unsafe-inline'") scriptSrc.delete(source);
    }
    policy.strictDynamic = true;
  } else if (scriptSrc.has("'strict-dynamic'")) {
    firstOf('csp-header-invalid');
  }

  const activeSources = [
    ...[...csp]
      .filter(([directive]) => !PASSIVE_DIRECTIVES.has(directive) && directive !== 'script-src')
      .flatMap(([, sources]) => [...sources]),
    ...scriptSrc,
  ];
  const passiveSources = [...PASSIVE_DIRECTIVES].flatMap((d) => [...(csp.get(d) ?? csp.get('default-src') ?? [])]);
  const https = requests.url.protocol === 'https:';

  if ([...scriptSrc].some((s) => BROAD_OR_INLINE.has(s)) || [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s))) {
    firstOf('csp-implemented-with-unsafe-inline');
    policy.unsafeInline = true;
  }
  if (https && activeSources.some(isInsecureScheme)) {
    firstOf('csp-implemented-with-insecure-scheme');
    policy.insecureSchemeActive = true;
  }
  if (scriptSrc.union(styleSrc).has("'unsafe-eval'")) {
    firstOf('csp-implemented-with-unsafe-eval');
    policy.unsafeEval = true;
  }
  if (https && passiveSources.some(isInsecureScheme)) {
    firstOf('csp-implemented-with-insecure-scheme-in-passive-content-only');
    policy.insecureSchemePassive = true;
  }
  if ([...styleSrc].some((s) => BROAD_OR_INLINE.has(s))) {
    firstOf('csp-implemented-with-unsafe-inline-in-style-src-only');
    policy.unsafeInlineStyle = true;
  }
  if (csp.get('default-src')?.has("'none'") && csp.get('default-src').size === 1) {
    firstOf('csp-implemented-with-no-unsafe-default-src-none');
    policy.defaultNone = true;
  } else {
    firstOf('csp-implemented-with-no-unsafe');
  }

  policy.antiClickjacking = [...frameAncestors].every((s) => !DANGEROUSLY_BROAD.has(s));
  policy.insecureBaseUri = [...baseUri].some((s) => BROAD_OR_INLINE.has(s));
  policy.insecureFormAction = [...formAction].some((s) => DANGEROUSLY_BROAD.has(s));
  policy.unsafeObjects = [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s));

  const passing = [
    'csp-implemented-with-no-unsafe',
    'csp-implemented-with-no-unsafe-default-src-none',
    'csp-implemented-with-unsafe-inline-in-style-src-only',
    'csp-implemented-with-insecure-scheme-in-passive-content-only',
  ];
  const pass = passing.includes(result);
  // A passing policy with a repeated report-uri/report-to is named for it (no modifier).
  if (pass && csp.has(DUPLICATES)) result = 'csp-implemented-but-duplicate-directives';

  const data = Object.fromEntries(
    [...csp].filter(([directive]) => directive !== DUPLICATES).map(([d, sources]) => [d, [...sources].sort()]),
  );
  return { result, pass, data, policy, http: headerPolicies.length > 0, meta: metaPolicies.length > 0 };
}

function tryOrEmpty(parse) {
  try {
    return parse();
  } catch {
    return new Map();
  }
}

// ---------------------------------------------------------------------------------------------
// The other tests (src/analyzer/tests/*.js), in the Observatory's order.

/** The worse of two results by a list from best to worst (`onlyIfWorse`). */
function worse(candidate, current, order) {
  return current === null || order.indexOf(candidate) > order.indexOf(current) ? candidate : current;
}

/**
 * Cookies: a name with "login" or "sess" is a session cookie, one with "csrf" an anti-CSRF token.
 * `requireSecure: false` is the judgement without TLS: every cookie counts as Secure.
 */
function cookiesTest(requests, { requireSecure = true } = {}) {
  const order = [
    'cookies-without-secure-flag-but-protected-by-hsts',
    'cookies-without-secure-flag',
    'cookies-session-without-secure-flag-but-protected-by-hsts',
    'cookies-samesite-flag-invalid',
    'cookies-anticsrf-without-samesite-flag',
    'cookies-session-without-httponly-flag',
    'cookies-session-without-secure-flag',
  ];
  const hsts = requireSecure && strictTransportSecurityTest(requests).pass;
  let result = null;

  // A SameSite attribute with no or an unknown value, in the page's own Set-Cookie headers.
  if (requests.auto.headers.getSetCookie().some(hasInvalidSameSite)) {
    result = worse('cookies-samesite-flag-invalid', result, order);
  }
  const cookies = requests.auto.cookies;
  if (cookies.length === 0) return { result: 'cookies-not-found', pass: true, data: null, sameSite: false };

  let missingSameSite = false;
  for (const cookie of cookies) {
    const name = cookie.name.toLowerCase();
    const session = name.includes('login') || name.includes('sess');
    const antiCsrf = name.includes('csrf');
    const secure = cookie.secure || !requireSecure;
    if (!secure && cookie.sameSite === 'none') result = worse('cookies-samesite-flag-invalid', result, order);
    if (!secure)
      result = worse(
        hsts ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag',
        result,
        order,
      );
    if (antiCsrf && !cookie.sameSite) result = worse('cookies-anticsrf-without-samesite-flag', result, order);
    if (session && !secure) {
      const name = hsts
        ? 'cookies-session-without-secure-flag-but-protected-by-hsts'
        : 'cookies-session-without-secure-flag';
      result = worse(name, result, order);
    }
    if (session && !cookie.httpOnly) result = worse('cookies-session-without-httponly-flag', result, order);
    if (!cookie.sameSite) missingSameSite = true;
  }
  result ??= missingSameSite
    ? 'cookies-secure-with-httponly-sessions'
    : 'cookies-secure-with-httponly-sessions-and-samesite';
  const pass = [
    'cookies-not-found',
    'cookies-secure-with-httponly-sessions-and-samesite',
    'cookies-secure-with-httponly-sessions',
  ].includes(result);
  const data = Object.fromEntries(
    cookies.map((c) => [c.name, { secure: c.secure, httponly: c.httpOnly, samesite: c.sameSite ?? null }]),
  );
  return { result, pass, data, sameSite: result === 'cookies-secure-with-httponly-sessions-and-samesite' };
}

function hasInvalidSameSite(setCookie) {
  return setCookie
    .trim()
    .split(';')
    .some((part) => {
      const [key, value] = part.trim().split('=');
      if (key?.trim().toLowerCase() !== 'samesite') return false;
      return !value || !['lax', 'strict', 'none'].includes(value.trim().toLowerCase());
    });
}

/**
 * An RFC 8941 item whose bare item is a token (parameters allowed), as the HTML standard parses
 * COOP and COEP; anything else (a quoted string, a list, a syntax error) is null.
 */
const PARAMETER = String.raw`;\s*[a-z*][a-z0-9_.*-]*(?:=(?:-?\d+(?:\.\d+)?|"(?:[^"\\]|\\.)*"|[a-zA-Z*][\w!#$%&'*+.^\x60|~:/-]*|:[A-Za-z0-9+/=]*:|\?[01]))?`;
const TOKEN_ITEM = new RegExp(String.raw`^\s*([a-zA-Z*][\w!#$%&'*+.^\x60|~:/-]*)(?:${PARAMETER})*\s*$`);
function structuredFieldToken(value) {
  return TOKEN_ITEM.exec(value)?.[1] ?? null;
}

/** COEP and COOP share their shape: one header, whose token names a result (else invalid). */
function tokenHeaderTest(requests, header, prefix, tokens) {
  const value = requests.auto.headers.get(header);
  if (!value) return { result: `${prefix}-not-implemented`, pass: true, data: null };
  const token = structuredFieldToken(value.slice(0, 1024).trim());
  const result = tokens.includes(token) ? `${prefix}-implemented-with-${token}` : `${prefix}-header-invalid`;
  return { result, pass: result !== `${prefix}-header-invalid`, data: value.trim() };
}

function crossOriginEmbedderPolicyTest(requests) {
  return tokenHeaderTest(requests, 'cross-origin-embedder-policy', 'coep', [
    'require-corp',
    'credentialless',
    'unsafe-none',
  ]);
}

function crossOriginOpenerPolicyTest(requests) {
  return tokenHeaderTest(requests, 'cross-origin-opener-policy', 'coop', [
    'same-origin',
    'same-origin-allow-popups',
    'noopener-allow-popups',
    'unsafe-none',
  ]);
}

/** CORS: only an Origin reflected with credentials allowed is a failure (any site could read as the visitor). */
function crossOriginResourceSharingTest(requests) {
  const acao = requests.cors?.headers.get('access-control-allow-origin');
  if (!acao) return { result: 'cross-origin-resource-sharing-not-implemented', pass: true, data: null };
  const data = acao.slice(0, 256).trim().toLowerCase();
  const credentials = requests.cors.headers.get('access-control-allow-credentials');
  let result = 'cross-origin-resource-sharing-implemented-with-restricted-access';
  if (data === '*') result = 'cross-origin-resource-sharing-implemented-with-public-access';
  else if (acao === requests.cors.requestOrigin && credentials?.toLowerCase().trim() === 'true') {
    result = 'cross-origin-resource-sharing-implemented-with-universal-access';
  }
  return { result, pass: !result.endsWith('universal-access'), data };
}

/** Redirection: http must redirect, first to https on the same host. Null result: not run. */
function redirectionTest(requests) {
  const response = requests.http;
  if (response === undefined) return { result: null, pass: null, data: 'no --http-url' };
  if (response === null) return { result: 'redirection-not-needed-no-http', pass: true, data: null };
  if (!response.verified) return { result: 'redirection-invalid-cert', pass: false, data: null };
  const route = response.hops.map((hop) => hop.url);
  const data = route.map((url) => url.href);
  // No host counts as preloaded (redirection-all-redirects-preloaded): the Observatory's copy of
  // Chromium's HSTS preload list is generated by its deployment, not part of its source.
  let result;
  if (route.length === 1) result = 'redirection-missing';
  else if (route.at(-1).protocol !== 'https:') result = 'redirection-not-to-https';
  else if (route[1].protocol === 'http:') result = 'redirection-not-to-https-on-initial-redirection';
  else if (route[0].protocol === 'http:' && route[0].hostname !== route[1].hostname) {
    result = 'redirection-off-host-from-http';
  } else result = 'redirection-to-https';
  return { result, pass: result === 'redirection-to-https', data };
}

function referrerPolicyTest(requests) {
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const header = requests.auto.headers.get('referrer-policy');
  const values = [...(header === null ? [] : [header]), ...(requests.auto.httpEquiv.get('referrer-policy') ?? [])];
  if (values.length === 0) return { result: 'referrer-policy-not-implemented', pass: true, data: null };
  // The last valid value is the one browsers apply (a <meta> after the header).
  const data = values.join(', ');
  const policy =
    data
      .split(',')
      .map((value) => value.toLowerCase().trim())
      .filter((value) => good.includes(value) || bad.includes(value))
      .at(-1) ?? '';
  let result = 'referrer-policy-header-invalid';
  if (good.includes(policy)) result = 'referrer-policy-private';
  else if (bad.includes(policy)) result = 'referrer-policy-unsafe';
  return { result, pass: result === 'referrer-policy-private', data };
}

const SIX_MONTHS = 15_552_000; // the Observatory's "white lie": 15768000 is six months

function strictTransportSecurityTest(requests) {
  const response = requests.https;
  if (!response) return { result: 'hsts-not-implemented-no-https', pass: false, data: null };
  if (!response.verified) return { result: 'hsts-invalid-cert', pass: false, data: null };
  const header = response.headers.get('strict-transport-security');
  if (header === null) return { result: 'hsts-not-implemented', pass: false, data: null };
  const data = header.slice(0, 1024);
  const directives = data.split(';').map((d) => d.trim().toLowerCase());
  const maxAge = directives.findLast((d) => d.startsWith('max-age=')); // the last one, as the Observatory reads it
  // Two headers (joined by a comma) or no max-age make it invalid.
  if (data.includes(',') || maxAge === undefined) return { result: 'hsts-header-invalid', pass: false, data };
  const seconds = Number.parseInt(maxAge.slice(8, 128), 10);
  // No host counts as preloaded (hsts-preloaded): see redirectionTest.
  const result =
    seconds < SIX_MONTHS
      ? 'hsts-implemented-max-age-less-than-six-months'
      : 'hsts-implemented-max-age-at-least-six-months';
  return {
    result,
    pass: result === 'hsts-implemented-max-age-at-least-six-months',
    data,
    includeSubDomains: directives.includes('includesubdomains'),
    preload: directives.includes('preload'),
  };
}

/**
 * The registrable domain ("example.com" of "cdn.example.com") that decides whether a script is
 * the site's own. The Observatory asks tldts, which knows the Public Suffix List; without it, the
 * last two labels, and none for an IP address or a single label (as tldts answers for those).
 */
function registrableDomain(hostname) {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) || !host.includes('.')) return null;
  return host.split('.').slice(-2).join('.');
}

/** SRI: every script from another origin needs an integrity hash and https. */
function subresourceIntegrityTest(requests) {
  const order = [
    'sri-implemented-and-all-scripts-loaded-securely',
    'sri-implemented-and-external-scripts-loaded-securely',
    'sri-implemented-but-external-scripts-not-loaded-securely',
    'sri-not-implemented-but-external-scripts-loaded-securely',
    'sri-not-implemented-and-external-scripts-not-loaded-securely',
    'sri-not-implemented-response-not-html',
  ];
  const page = requests.auto;
  const mime = (page.headers.get('content-type') ?? '').split(';', 1)[0];
  const passing = (result, data = {}) => ({ result, pass: true, data });
  if (mime && !HTML_TYPES.has(mime)) return passing('sri-not-implemented-response-not-html');

  const scripts = startTags(page.body).filter((tag) => tag.name === 'script');
  if (scripts.length === 0) return passing('sri-not-implemented-but-no-scripts-loaded');
  const siteDomain = registrableDomain(requests.url.hostname);
  const data = {};
  let result = null;
  let foreign = false;
  for (const { attributes } of scripts) {
    const src = attributes.src;
    if (!src) continue; // inline: nothing to check
    const integrity = attributes.integrity || null;
    const protocolRelative = /^\/\/[^/]/.test(src);
    const absolute = /^https?:\/\//.test(src);
    const relative = !protocolRelative && !absolute;
    const sameSite = protocolRelative || relative || registrableDomain(safeUrl(src)?.hostname ?? '') === siteDomain;
    // A protocol-relative script counts as another origin's: the Observatory's rule.
    const ownOrigin = relative || (sameSite && !protocolRelative);
    const secureScheme =
      (absolute && safeUrl(src)?.protocol === 'https:') || (relative && requests.url.protocol === 'https:');
    if (ownOrigin) {
      // A bonus for SRI on the site's own scripts too.
      if (integrity && secureScheme && !result) result = 'sri-implemented-and-all-scripts-loaded-securely';
      continue;
    }
    foreign = true;
    data[src] = { crossorigin: attributes.crossorigin || null, integrity };
    if (integrity && !secureScheme)
      result = worse('sri-implemented-but-external-scripts-not-loaded-securely', result, order);
    else if (!integrity && secureScheme)
      result = worse('sri-not-implemented-but-external-scripts-loaded-securely', result, order);
    else if (!integrity) result = worse('sri-not-implemented-and-external-scripts-not-loaded-securely', result, order);
  }
  result ??= foreign
    ? 'sri-implemented-and-external-scripts-loaded-securely'
    : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin';
  const pass = [
    'sri-implemented-and-all-scripts-loaded-securely',
    'sri-implemented-and-external-scripts-loaded-securely',
    'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
  ].includes(result);
  return { result, pass, data };
}

function safeUrl(text) {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

function xContentTypeOptionsTest(requests) {
  const header = requests.auto.headers.get('x-content-type-options');
  if (!header) return { result: 'x-content-type-options-not-implemented', pass: false, data: null };
  const data = header.slice(0, 256);
  const result =
    data.trim().toLowerCase() === 'nosniff'
      ? 'x-content-type-options-nosniff'
      : 'x-content-type-options-header-invalid';
  return { result, pass: result === 'x-content-type-options-nosniff', data };
}

/** X-Frame-Options, or frame-ancestors in the CSP, which takes precedence. */
function xFrameOptionsTest(requests, csp) {
  const header = requests.auto.headers.get('x-frame-options');
  const data = header ? header.slice(0, 1024) : null;
  const value = data?.trim().toLowerCase();
  let result = 'x-frame-options-not-implemented';
  if (value === 'deny' || value === 'sameorigin') result = 'x-frame-options-sameorigin-or-deny';
  else if (value?.startsWith('allow-from')) result = 'x-frame-options-allow-from-origin';
  else if (value !== undefined) result = 'x-frame-options-header-invalid';
  // Any frame-ancestors directive counts, whatever its sources, even one in a <meta> tag (which
  // browsers ignore): the Observatory reads the combined policy here.
  if (csp.data?.['frame-ancestors']) result = 'x-frame-options-implemented-via-csp';
  return {
    result,
    pass: !['x-frame-options-not-implemented', 'x-frame-options-header-invalid'].includes(result),
    data,
  };
}

function crossOriginResourcePolicyTest(requests) {
  const header = requests.auto.headers.get('cross-origin-resource-policy');
  if (!header) return { result: 'corp-not-implemented', pass: true, data: null };
  const data = header.slice(0, 256).trim().toLowerCase();
  const known = { 'same-site': 'same-site', 'same-origin': 'same-origin', 'cross-origin': 'cross-origin' };
  const result = known[data] ? `corp-implemented-with-${known[data]}` : 'corp-header-invalid';
  return { result, pass: result !== 'corp-header-invalid', data };
}

/** All tests, in the Observatory's order (src/constants.js ALL_TESTS). */
function runTests(requests, { requireSecure = true } = {}) {
  const csp = contentSecurityPolicyTest(requests);
  return {
    'content-security-policy': csp,
    cookies: cookiesTest(requests, { requireSecure }),
    'cross-origin-embedder-policy': crossOriginEmbedderPolicyTest(requests),
    'cross-origin-opener-policy': crossOriginOpenerPolicyTest(requests),
    'cross-origin-resource-sharing': crossOriginResourceSharingTest(requests),
    redirection: redirectionTest(requests),
    'referrer-policy': referrerPolicyTest(requests),
    'strict-transport-security': strictTransportSecurityTest(requests),
    'subresource-integrity': subresourceIntegrityTest(requests),
    'x-content-type-options': xContentTypeOptionsTest(requests),
    'x-frame-options': xFrameOptionsTest(requests, csp),
    'cross-origin-resource-policy': crossOriginResourcePolicyTest(requests),
  };
}

// ---------------------------------------------------------------------------------------------
// Scoring (src/scanner/index.js `analyzeScan`, src/grader/grader.js `getGradeForScore`).

function modifierOf(test, result) {
  const modifier = SCORE_TABLE[test]?.[result];
  if (modifier === undefined) throw new Error(`no modifier for ${test}: ${result}`);
  return modifier;
}

/** The score of the tests; one without a result (not run, left out) counts nothing. */
function scoreOf(tests) {
  let uncurved = 100; // penalties only
  let withExtraCredit = 100;
  for (const [test, { result }] of Object.entries(tests)) {
    if (result === null) continue;
    const modifier = modifierOf(test, result);
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
  }
  const bonusCounted = uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT;
  const score = Math.max(bonusCounted ? withExtraCredit : uncurved, 0);
  const grade = GRADE_CHART.get(Math.min(score - (score % 5), 100));
  return { score, grade, scoreWithoutBonus: uncurved, bonusCounted };
}

/** The tests as a site without a certificate is judged: TLS-only tests left out, cookies not required Secure. */
function runTestsWithoutTls(requests) {
  const tests = runTests(requests, { requireSecure: false });
  for (const test of TLS_ONLY.skipped) tests[test] = { result: null, pass: null, data: 'left out' };
  return tests;
}

const modifierOrNull = (test, result) => (result === null ? null : modifierOf(test, result));

async function audit(pageUrl, httpUrl, options) {
  const requests = await retrieve(pageUrl, httpUrl, options);
  const tests = runTests(requests);
  const withoutTls = runTestsWithoutTls(requests);
  const hops = [...requests.auto.hops, ...(requests.http?.hops ?? [])];
  return {
    url: pageUrl,
    finalUrl: requests.auto.url.href,
    status: requests.auto.status,
    httpUrl: httpUrl ?? null,
    untrustedCertificate: hops.some((hop) => options.untrusted.has(hop.url.origin)),
    insecure: options.insecure,
    tests: Object.fromEntries(
      Object.entries(tests).map(([test, output]) => {
        const { result } = withoutTls[test];
        const modifier = modifierOrNull(test, output.result);
        return [test, { ...output, modifier, withoutTls: { result, modifier: modifierOrNull(test, result) } }];
      }),
    ),
    allTests: scoreOf(tests),
    withoutTlsOnlyTests: { ...scoreOf(withoutTls), leftOut: TLS_ONLY.skipped, changed: TLS_ONLY.changed },
  };
}

// ---------------------------------------------------------------------------------------------
// Output.

const signed = (n) => (n === null ? '-' : n > 0 ? `+${n}` : String(n));

function printReport(report) {
  console.log(
    `\n${report.url}  (HTTP ${report.status}${report.finalUrl !== report.url ? ` at ${report.finalUrl}` : ''})`,
  );
  if (report.untrustedCertificate && report.insecure) {
    console.log(
      '  certificate not trusted by browsers: accepted (--insecure) and scored as a valid one;' +
        ' the Observatory would score hsts-invalid-cert and redirection-invalid-cert',
    );
  } else if (report.untrustedCertificate) {
    console.log(
      '  certificate not trusted by browsers: scored as the Observatory does (--insecure to score it as valid)',
    );
  }
  // The second score's column names a result only where it differs from the first's.
  const withoutTlsCell = ({ result, withoutTls }) => {
    if (withoutTls.result === null) return 'left out';
    const modifier = signed(withoutTls.modifier);
    return withoutTls.result === result ? modifier : `${modifier} (${withoutTls.result})`;
  };
  const rows = Object.entries(report.tests).map(([name, t]) => [
    name,
    t.result ?? `not run (${t.data})`,
    signed(t.modifier),
    withoutTlsCell(t),
  ]);
  const header = ['test', 'result', 'modifier', 'without TLS-only tests'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  for (const row of [header, widths.map((w) => '-'.repeat(w)), ...rows]) {
    const cells = row.map((cell, i) => (i === 2 ? cell.padStart(widths[i]) : cell.padEnd(widths[i])));
    console.log(`  ${cells.join('  ')}`.trimEnd());
  }
  const csp = report.tests['content-security-policy'];
  if (csp.policy) {
    const flags = Object.entries(csp.policy).map(([flag, value]) => `${flag}=${value}`);
    console.log(`  CSP policy (not scored, as in the Observatory): ${flags.join(' ')}`);
  }
  const line = (label, s) =>
    `  ${label}: ${s.score} ${s.grade}  (${s.scoreWithoutBonus} before bonuses; bonuses ${s.bonusCounted ? 'counted' : 'not counted, under 90'})`;
  console.log(line('score with all tests', report.allTests));
  console.log(line('score without TLS-only tests', report.withoutTlsOnlyTests));
  console.log(
    `    left out: ${report.withoutTlsOnlyTests.leftOut.join(', ')}; cookies ${report.withoutTlsOnlyTests.changed.cookies}`,
  );
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', multiple: true },
      'http-url': { type: 'string', multiple: true, default: [] },
      insecure: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
  });
  if (!values.url?.length) {
    console.error(
      'usage: node scripts/audit-headers.mjs --url <url> [--url ...] [--http-url <http url> ...] [--insecure] [--json]',
    );
    process.exit(2);
  }
  // Node's fetch cannot be told per request to skip verification; the certificate is judged
  // separately (certificateTrusted), so turning it off here changes no score, and Node's warning
  // about it (printed on the first TLS connection) would only mislead.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  const emitWarning = process.emitWarning.bind(process);
  process.emitWarning = (warning, ...rest) => {
    if (!String(warning).includes('NODE_TLS_REJECT_UNAUTHORIZED')) emitWarning(warning, ...rest);
  };

  const options = { insecure: values.insecure, untrusted: new Set() };
  const reports = [];
  for (const [i, url] of values.url.entries()) {
    const httpUrl = values['http-url'][i] ?? (new URL(url).protocol === 'http:' ? url : undefined);
    reports.push(await audit(url, httpUrl, options));
  }
  if (values.json) {
    console.log(JSON.stringify({ observatory: OBSERVATORY, reports }, null, 2));
    return;
  }
  console.log(
    `Scored as the HTTP Observatory scores (${OBSERVATORY.source}, algorithm ${OBSERVATORY.algorithmVersion}).`,
  );
  reports.forEach(printReport);
}

if (import.meta.main) {
  await main().catch((error) => {
    console.error(`audit-headers: ${error.message}`);
    process.exit(1);
  });
}

// For checking these rules against the Observatory's own code.
export { createJar, parseHttpEquiv, retrieve, runTests, scoreOf };
