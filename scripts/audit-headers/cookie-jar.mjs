/**
 * The cookie jar of the Observatory's session (tough-cookie 5): the last cookie of a name, domain
 * and path wins; expired ones are kept (a deletion still counts as a cookie set), and those
 * without a name are dropped (`filterCookies`).
 */
export function createJar() {
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
