import type { RequestHandler } from 'express';
import createError from 'http-errors';
import { routeTable } from '../../src/app/route-table';
import { tokenMaxLength } from '../../src/lib/startup/constants';
import { keptTokens } from '../../src/lib/startup/kept-token';
import { stripLocalePrefix } from '../../src/lib/startup/locale-path';
import { pagePathOf } from '../../src/lib/data-request';
import { expectationsLeft } from './unread-body';

/** The boundary's limits, each well above what the site's own pages and forms send. */
export const limits = {
  /** The request target: an invitation link with its campaign parameters is a few hundred bytes. */
  urlBytes: 8 * 1024,
  /** The header fields: a browser's, with every cookie of the site, are 1–3 kB (Node's own limit was 16 kB). */
  headerBytes: 16 * 1024,
  /** A form's post: the largest (every field at its schema's maximum, three tokens of 4 kB) is under 20 kB. */
  bodyBytes: 64 * 1024,
  /**
   * Node's own parser (http-server.ts), above ours, so that ours answer with a page in the
   * visitor's language, and a token page's over-long token reaches the page that denies it.
   */
  nodeHeaderBytes: 128 * 1024,
};

/** Every method the site takes somewhere, for `OPTIONS *`. */
export const siteMethods = 'GET, HEAD, OPTIONS, POST';

// The token pages (docs/product.md §2, §5) send a token that is too long to be one to the deny
// page (token-page-loader.server.ts), also for the router's data request of a client-side
// navigation: such an address goes on to the page however long it is.
const pathOf = (name: string) => `/${routeTable.find((route) => route.name === name)?.path}`.toLowerCase();
const tokenPages = new Map([
  [pathOf('lobby'), keptTokens.lobby.param],
  [pathOf('social-registration-second-step'), keptTokens.socialSignUp.param],
]);

function carriesOverLongToken(path: string, url: string): boolean {
  const page = stripLocalePrefix(pagePathOf(path))
    .replace(/(.)\/$/, '$1')
    .toLowerCase();
  const param = tokenPages.get(page);
  const token = param ? URL.parse(url, 'http://site.invalid')?.searchParams.get(param) : null;
  return (token?.length ?? 0) > tokenMaxLength;
}

/**
 * The request target as the app reads it (http-server.ts makes it so before Express routes it):
 * a proxy's absolute form (`GET http://host/path`) is its path, as an origin server takes it (RFC
 * 9112 §3.2.2); a fragment is no part of a target; and a path begins with one slash. Express reads
 * `//x` as a host, and finds no path at all in some (`//?#@`): then none of the app's middleware
 * runs. No path of the site begins with two slashes (nginx merges them too).
 */
export function originForm(target: string): string {
  const absolute = /^[a-z][a-z\d+.-]*:\/\//i.test(target) ? URL.parse(target) : null;
  const path = absolute ? `${absolute.pathname}${absolute.search}` : target.split('#')[0]!;
  return path.startsWith('/') || path.startsWith('\\') ? `/${path.replace(/^[/\\]+/, '')}` : path;
}

/** The bytes of the header fields as they came (names, values, `: ` and CRLF). */
function headerBytes(rawHeaders: readonly string[]): number {
  let bytes = 0;
  for (let index = 0; index < rawHeaders.length; index += 2)
    bytes += rawHeaders[index]!.length + rawHeaders[index + 1]!.length + 4;
  return bytes;
}

/**
 * The first of the boundary's checks, before anything reads the request: its target, its
 * expectation, the length of its address and headers and the length its body declares. Each
 * refusal is an http-errors error, answered with a page in the visitor's language
 * (refusal-page.ts); what Node's parser refuses itself, it answers before this (http-server.ts).
 */
export const requestLimits: RequestHandler = (request, response, next) => {
  if (request.url === '*' && request.method === 'OPTIONS') {
    return void response.set('allow', siteMethods).status(204).end();
  }
  if (!request.url.startsWith('/')) throw createError(400);
  // HTTP/1.1 asks for exactly one Host (RFC 9112 §3.2); Node's `requireHostHeader` would answer a
  // missing one without a page, and lets two through (http-server.ts).
  const hosts = request.headersDistinct.host ?? [];
  if (hosts.length > 1 || (hosts.length === 0 && request.httpVersion === '1.1')) throw createError(400);
  // An expectation Node cannot meet (it meets only 100-continue), left to us to answer (http-server.ts).
  if (expectationsLeft.get(request) === 'unmet') throw createError(417);
  if (request.url.length > limits.urlBytes && !carriesOverLongToken(request.path, request.url)) {
    throw createError(414);
  }
  if (headerBytes(request.rawHeaders) > limits.headerBytes) throw createError(431);
  // A body declared too long is refused before a byte of it is read, so before 100 Continue (a
  // chunked one as it comes: form-body.ts; what becomes of the body: unread-body.ts).
  if (Number(request.get('content-length') ?? 0) > limits.bodyBytes) throw createError(413);
  if (expectationsLeft.delete(request)) response.writeContinue(); // an unmet one was refused above
  next();
};
