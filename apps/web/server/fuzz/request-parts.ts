import fc from 'fast-check';
import { locales } from '@acq/locales';
import { routeTable } from '../../src/app/route-table';

const base64url = (text: string) => Buffer.from(text).toString('base64url');
/** A lobby token as a link brings it: a JWT whose payload names an e-mail (never verified here). */
export const lobbyToken = `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url('{"email":"fuzz@example.com"}')}.c2ln`;

/** Printable ASCII. */
export const printable = (maxLength: number) =>
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength });

/** Bytes as latin1 text (how the request's head is written): any byte a header or an address may hold, or not. */
export const bytes = (maxLength: number) =>
  fc.uint8Array({ maxLength }).map((array) => Buffer.from(array).toString('latin1'));

/** A long run of one piece (cheap to make, and it shrinks by its length): up to `max` characters. */
export const long = (max: number) =>
  fc
    .tuple(fc.constantFrom('a', '%41', 'é', '%', '0'), fc.integer({ min: 1, max }))
    .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length));

/** What breaks parsers: broken and overlong escapes, NUL, surrogates, separators, markup. */
export const oddPiece = fc.constantFrom(
  ...['%', '%E0%A4%A', '%zz', '%00', '%C0%AF', '%C0%80', '%ED%A0%80', '%FF', '%2F', '%5C', '..', '.', '~'],
  ...['"', "'", '<script>', '[', ']', '@', ':', ';', ',', '|', '\\', '{', '}', '^', '`', '+', '=', '&', '#'],
  ...['\u00e9', '\u00c3\u00a9', '\u00ff', '\u0000', '\t', ' '],
);

const percentEncoded = fc
  .uint8Array({ minLength: 1, maxLength: 6 })
  .map((array) => [...array].map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join(''));

export const segment = fc.oneof(
  { arbitrary: fc.stringMatching(/^[a-z0-9-]{1,20}$/), weight: 4 },
  { arbitrary: fc.constantFrom('imprint', 'privacy-policy', 'terms', 'jobs', 'summer-sale', 'de', 'error'), weight: 2 },
  { arbitrary: percentEncoded, weight: 1 },
  {
    arbitrary: fc
      .array(fc.oneof(printable(4), oddPiece), { minLength: 1, maxLength: 4 })
      .map((parts) => parts.join('')),
    weight: 1,
  },
);

const prefix = fc.oneof(
  { arbitrary: fc.constantFrom('', ...locales.map((locale) => `/${locale}`)), weight: 6 },
  {
    arbitrary: fc
      .constantFrom(...locales.map((locale) => `/${locale}`))
      .chain((path) => fc.mixedCase(fc.constant(path))),
    weight: 1,
  },
  { arbitrary: fc.constantFrom('/xx', '/en-GB', '//', '/de/de'), weight: 1 },
);

/** A page of the route table, its parameters filled in, under a language prefix or none. */
const pagePath = fc.tuple(prefix, fc.constantFrom(...routeTable.map((route) => route.path))).chain(([language, path]) =>
  fc.tuple(fc.option(segment, { nil: '' }), segment).map(([optional, required]) => {
    const filled = path.replace(':slug?', optional).replace(':slug', required).replace(/\/$/, '');
    return `${language}${filled ? `/${filled}` : ''}` || '/';
  }),
);

/** The router's data request of a page: `/de/lobby.data`, `/_.data`, `/de/_.data`. */
const dataPath = (path: string) => (path.endsWith('/') ? `${path}_.data` : `${path}.data`);

const serverPaths = fc.constantFrom(
  ...['/healthz', '/acquisition/defaults.json', '/acquisition/error/404', '/acquisition/error/404.css'],
  ...['/acquisition/language', '/acquisition/', '/__manifest', '/csp-reports', '/vitals', '/edge/decision'],
  ...['/metrics', '/assets/missing.js', '/favicon.svg', '/manifest.webmanifest', '/registration/deny'],
);

const randomPath = fc
  .tuple(fc.constantFrom('/', '//', '/./', '/../'), fc.array(segment, { maxLength: 6 }), fc.boolean())
  .map(([start, segments, slash]) => `${start}${segments.join('/')}${slash ? '/' : ''}`);

export const path = fc.oneof(
  { arbitrary: pagePath, weight: 8 },
  { arbitrary: pagePath.map(dataPath), weight: 4 },
  { arbitrary: pagePath.map((page) => `${page}/`), weight: 1 },
  { arbitrary: serverPaths, weight: 3 },
  { arbitrary: randomPath, weight: 3 },
);

const queryKey = fc.oneof(
  fc.constantFrom(...['rc', 'lang', 'token', 'approvalToken', 'emailToken', 'validityTimestamp', 'disablegb']),
  fc.constantFrom(...['landing-registration-flow', 'landing-layout', 'landing-headline', 'welcome-voucher']),
  fc.constantFrom(...['utm_source', 'activationId', 'reason', 'from', '_routes', 'index', 'previousPDPPage']),
  fc.constantFrom(...['sourcePath', 'paths', 'version', 'x']),
  fc.array(fc.oneof(printable(3), oddPiece), { minLength: 1, maxLength: 3 }).map((parts) => parts.join('')),
);

const queryValue = fc.oneof(
  {
    arbitrary: fc.constantFrom('VALID-CODE', 'NO-BALANCE', 'INVALID-INVITER', 'LINK-ONLY', 'de', 'en', 'xx'),
    weight: 4,
  },
  { arbitrary: fc.constantFrom(lobbyToken, '1', '0', '4', '99', 'true', '', 'invalid-link', 'failed'), weight: 4 },
  {
    arbitrary: fc.constantFrom('2020-01-01T00:00:00Z', '/de/summer-sale', 'https://evil.example/', '//evil.example'),
    weight: 2,
  },
  { arbitrary: printable(30).map(encodeURIComponent), weight: 2 },
  { arbitrary: fc.array(fc.oneof(printable(4), oddPiece), { maxLength: 5 }).map((parts) => parts.join('')), weight: 2 },
  { arbitrary: long(12_000), weight: 1 },
  { arbitrary: long(130_000), weight: 1 }, // over every limit: a token page's over-long token
);

export const query = fc
  .array(fc.tuple(queryKey, fc.option(queryValue, { nil: undefined })), { maxLength: 5 })
  .map((pairs) =>
    pairs.length === 0
      ? ''
      : `?${pairs.map(([key, value]) => (value === undefined ? key : `${key}=${value}`)).join('&')}`,
  );
