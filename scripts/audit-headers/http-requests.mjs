// The requests as the Observatory's retriever sends them (src/retriever/*.js): a GET that follows up
// to 10 redirects itself, keeping the cookies of every hop in a jar; an OPTIONS preflight for CORS.

const REQUEST_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'user-agent':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:129.0) Gecko/20100101 Firefox/129.0 Observatory/129.0',
};
const CORS_ORIGIN = 'https://http-observatory.security.mozilla.org';
const REDIRECT_STATUS_CODES = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 10;
export const TIMEOUT_MS = 10_000;

/** GET a URL following redirects as the Observatory's session does; null when it cannot connect. */
export async function getFollowingRedirects(startUrl, jar) {
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
export async function corsPreflight(url) {
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
