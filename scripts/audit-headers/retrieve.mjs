// Everything the tests read, retrieved as the Observatory's retriever does (src/retriever/*.js).
import { chainVerified } from './certificates.mjs';
import { createJar } from './cookie-jar.mjs';
import { HTML_TYPES, mimeTypeOf, parseHttpEquiv } from './html.mjs';
import { corsPreflight, getFollowingRedirects } from './http-requests.mjs';

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
export async function retrieve(pageUrl, httpUrl, options) {
  const jar = createJar();
  const page = await getVerified(pageUrl, jar, options);
  if (!page) throw new Error(`${pageUrl}: cannot connect`);
  // The Observatory accepts 2xx, 3xx, 401 and 403 and gives up on any other status.
  if (page.status < 200 || (page.status >= 400 && ![401, 403].includes(page.status))) {
    throw new Error(`${pageUrl}: unexpected HTTP status ${page.status}`);
  }
  page.cookies = jar.all();
  page.httpEquiv = HTML_TYPES.has(mimeTypeOf(page)) && page.body ? parseHttpEquiv(page.body) : new Map();

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
