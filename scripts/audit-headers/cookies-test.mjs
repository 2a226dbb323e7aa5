// Cookies (src/analyzer/tests/cookies.js).
import { worse } from './result-order.mjs';
import { strictTransportSecurityTest } from './tls-tests.mjs';

/**
 * Cookies: a name with "login" or "sess" is a session cookie, one with "csrf" an anti-CSRF token.
 * `requireSecure: false` is the judgement without TLS: every cookie counts as Secure.
 */
export function cookiesTest(requests, { requireSecure = true } = {}) {
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
