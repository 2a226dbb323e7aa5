import type { Request } from 'express';

/**
 * Pages a shared cache may keep: those for a visitor without cookies (a first visit from an
 * invitation or campaign link), when the caching edge in front asked for it (`edge/nginx.conf.template`).
 *
 * Such a page still depends on more than its address: the language Accept-Language picks, the
 * country the backend tells from the visitor's address, and the experiments' variants for the
 * visitor's anonymous id. So the edge first asks this server for the visitor's decisions
 * (`GET /edge/decision`, `server/edge-decision.ts`): a new anonymous id, and a key that names everything
 * the page varies on besides its address. The edge looks the page up under address and key; on a
 * miss it asks for the page with that id (`X-Acq-Edge-Visitor`), which this server renders with
 * that id's variants, without a cookie or a visitor's id in it, as `public`. The edge sets the id's
 * cookie, as the decision wrote it, on its answer, so the browser goes on with the same variants.
 */
export const edgeVisitorHeader = 'x-acq-edge-visitor';
export const edgeKeyHeader = 'x-acq-edge-key';
export const edgeCookieHeader = 'x-acq-edge-cookie';
export const edgeDecisionPath = '/edge/decision';

/**
 * What a shared cache may do with a shared page: keep it a minute, then serve it for five more
 * while it fetches it again. Browsers keep nothing. The request's start-up answers a shared
 * visitor's page with it unless the page sets a cookie after all
 * (`request-startup-middleware.server.ts`); every other page is `private, no-cache`
 * (`server/app.ts`).
 */
export const sharedPageCaching = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

// Query parameters that carry nothing of a person: the invitation code (shared by all of an
// inviter's invitees), the language, the experiments switch, campaign tags. Any other (a token, an
// e-mail, a click id) makes the page the visitor's own.
const shareableParameters = new Set(['rc', 'lang', 'disablegb']);
// A link that forces an experiment's variation: `?<experiment-key>=<index>`.
const forcedVariation = (key: string, value: string) => /^[a-z][a-z0-9-]{0,63}$/.test(key) && /^\d{1,2}$/.test(value);

/** Whether the page at this address may be shared with every visitor without cookies. */
export function isShareableAddress(url: URL): boolean {
  if (url.pathname.endsWith('.data') || url.pathname.startsWith('/admin')) return false;
  return [...url.searchParams].every(
    ([key, value]) => shareableParameters.has(key) || key.startsWith('utm_') || forcedVariation(key, value),
  );
}

/** Whether a request's answer could be shared: a cookieless read of a shareable address. */
export function isShareableRequest({ method, cookie, url }: { method: string; cookie?: string; url: URL }): boolean {
  return (method === 'GET' || method === 'HEAD') && !cookie && isShareableAddress(url);
}

const anonymousIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The edge's visitor of a page request that may be shared, or null: the id must come from a
 * trusted proxy (as X-Forwarded-* do) and the request must be shareable.
 */
export function sharedVisitorOf(request: Request, trusted: (address: string) => boolean): string | null {
  const visitor = request.get(edgeVisitorHeader);
  if (!visitor || !anonymousIdPattern.test(visitor) || !trusted(request.socket.remoteAddress ?? '')) return null;
  // The request's own path, also one that begins `//` (`new URL('//x', base)` would read a host).
  const url = new URL(`http://site.invalid${request.originalUrl}`);
  return isShareableRequest({ method: request.method, cookie: request.headers.cookie, url }) ? visitor : null;
}
