import fc from 'fast-check';
import { bytes, lobbyToken, long, oddPiece, printable } from './request-parts';

// The app's own cookies (lang-cookie.ts, anonymous-id.ts, kept-token.ts, the registration's and
// the shop's auth token) and a few of nobody's.
const cookieName = fc.oneof(
  { arbitrary: fc.constantFrom('lang', 'locale', 'acqAnonymousId', 'acq_lobby_token', 'acq_social_token'), weight: 4 },
  { arbitrary: fc.constantFrom('acq_approval_token', 'acq_email_token', 'acq_registration_email'), weight: 2 },
  { arbitrary: fc.constantFrom('apollo:default.token', '__proto__', 'constructor', ''), weight: 1 },
  { arbitrary: fc.stringMatching(/^[A-Za-z0-9_.-]{1,12}$/), weight: 1 },
);

const cookieValue = fc.oneof(
  {
    arbitrary: fc.constantFrom('de', 'fr', 'en', 'xx', 'DE', lobbyToken, '123e4567-e89b-12d3-a456-426614174000'),
    weight: 4,
  },
  // React Router's signed form (base64 JSON, a dot, a signature), broken.
  { arbitrary: fc.constantFrom('ImRlIg%3D%3D.c2ln', 'eyJ9.', '.', 'IiI%3D.x', '%22de%22'), weight: 2 },
  { arbitrary: fc.array(fc.oneof(printable(6), oddPiece), { maxLength: 6 }).map((parts) => parts.join('')), weight: 3 },
  { arbitrary: long(6_000), weight: 1 },
);

const cookieHeader = fc
  .tuple(
    fc.array(fc.tuple(cookieName, cookieValue), { minLength: 1, maxLength: 6 }),
    fc.constantFrom('; ', ';', ' ; ', ';;'),
  )
  .map(([pairs, separator]) => pairs.map(([name, value]) => `${name}=${value}`).join(separator));

const headerValue = fc.oneof(
  { arbitrary: printable(40), weight: 4 },
  { arbitrary: fc.array(fc.oneof(printable(6), oddPiece), { maxLength: 6 }).map((parts) => parts.join('')), weight: 2 },
  { arbitrary: bytes(20), weight: 1 }, // CR, LF or NUL in a value: the request is malformed
  { arbitrary: long(20_000), weight: 1 },
);

/** Header fields the server reads, each with values it expects and others. */
const knownHeader = (port: number): fc.Arbitrary<[string, string]> =>
  fc.oneof(
    fc.tuple(fc.constant('Cookie'), cookieHeader),
    fc.tuple(
      fc.constant('Accept-Language'),
      fc.oneof(fc.constantFrom('de', 'fr-CH, fr;q=0.9', '*', 'pl;q=0', 'xx-YY'), headerValue),
    ),
    fc.tuple(
      fc.constant('Origin'),
      fc.oneof(fc.constantFrom(`http://127.0.0.1:${port}`, 'null', 'https://evil.example'), headerValue),
    ),
    fc.tuple(
      fc.constant('Content-Type'),
      fc.oneof(fc.constantFrom('application/json', 'text/plain', 'multipart/form-data'), headerValue),
    ),
    fc.tuple(fc.constant('Content-Encoding'), fc.constantFrom('gzip', 'identity', 'br, gzip', 'x')),
    fc.tuple(
      fc.constant('Accept-Encoding'),
      fc.constantFrom('gzip', 'br', 'deflate', 'gzip, deflate, br', 'identity', '*', 'x;q=2'),
    ),
    fc.tuple(fc.constant('Accept'), fc.constantFrom('text/html', '*/*', 'application/json', 'text/x-script', '')),
    fc.tuple(
      fc.constant('X-Forwarded-For'),
      fc.oneof(fc.constantFrom('203.0.113.7', '::1, 10.0.0.1', ''), headerValue),
    ),
    fc.tuple(
      fc.constant('X-Forwarded-Proto'),
      fc.oneof(fc.constantFrom('https', 'http', 'HTTPS', 'ftp', 'https, http'), headerValue),
    ),
    fc.tuple(
      fc.constant('X-Forwarded-Host'),
      fc.oneof(fc.constantFrom('shop.example', 'a:1', '[::1]:8443', '['), headerValue),
    ),
    fc.tuple(fc.constant('X-Acq-Edge-Visitor'), fc.oneof(fc.uuid(), headerValue)),
    fc.tuple(
      fc.constant('X-Original-URI'),
      fc.oneof(fc.constantFrom('/?rc=VALID-CODE', '//[', 'http://[', ''), headerValue),
    ),
    fc.tuple(fc.constant('X-Original-Method'), fc.constantFrom('GET', 'POST', 'x')),
    fc.tuple(fc.constant('X-Correlation-ID'), headerValue),
    fc.tuple(
      fc.constant('User-Agent'),
      fc.oneof(fc.constantFrom('Googlebot/2.1', 'Mozilla/5.0 (iPhone)', ''), headerValue),
    ),
    fc.tuple(
      fc.constant('Referer'),
      fc.oneof(fc.constantFrom('https://www.google.com/', 'android-app://x', '%'), headerValue),
    ),
    fc.tuple(fc.constant('If-None-Match'), fc.constantFrom('*', 'W/"x"', '"abc"')),
    fc.tuple(fc.constant('Range'), fc.constantFrom('bytes=0-10', 'bytes=99999999-', 'bytes=x')),
    fc.tuple(fc.constant('Expect'), fc.constantFrom('100-continue', '100-Continue', 'x', '')),
  );

const otherHeader: fc.Arbitrary<[string, string]> = fc.tuple(
  fc.stringMatching(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,24}$/),
  headerValue,
);

/**
 * Header fields: the server's own and others, in odd casing, duplicated, now and then long (over
 * the boundary's 16 kB, and very rarely over Node's own limit, 128 kB), as well as the Host (the
 * site's, none, another, one that is no host, two of them).
 */
export const headerFields = (port: number) =>
  fc
    .tuple(
      fc.array(fc.oneof({ arbitrary: knownHeader(port), weight: 4 }, { arbitrary: otherHeader, weight: 1 }), {
        maxLength: 8,
      }),
      fc.oneof(
        { arbitrary: fc.constant([`127.0.0.1:${port}`]), weight: 12 },
        { arbitrary: fc.constantFrom([], ['localhost'], ['exa mple'], ['a@b'], ['[::1'], ['x', 'y'], ['']), weight: 1 },
      ),
      fc.oneof(
        { arbitrary: fc.constant(undefined), weight: 40 },
        { arbitrary: fc.tuple(fc.constant('X-Big'), long(140_000)), weight: 1 },
      ),
      fc.boolean(),
    )
    .chain(([fields, hosts, big, oddCase]) => {
      const all: [string, string][] = [
        ...hosts.map((host): [string, string] => ['Host', host]),
        ...fields,
        ...(big ? [big] : []),
      ];
      if (!oddCase) return fc.constant(all);
      return fc.tuple(...all.map(([name, value]) => fc.tuple(fc.mixedCase(fc.constant(name)), fc.constant(value))));
    });
