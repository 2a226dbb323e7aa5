import type { RequestContext } from './request-context.server';

/**
 * What a route's loader or action (typed by its route's `./+types`) hands the feature code it
 * calls: the request, the page's address as React Router passes it (`url`: without `.data` and the
 * router's own search parameters) and the request's context.
 */
export interface RouteArgs {
  request: Request;
  url: URL;
  context: RequestContext;
}

/**
 * Whether the router sent the submission (after hydration it posts to `<path>.data`), not the
 * browser's own form post. The router can act on an outcome before it leaves the page
 * (analytics, a popup); the browser's post is answered with the next page itself.
 */
export const sentByRouter = ({ request, url }: Pick<RouteArgs, 'request' | 'url'>): boolean =>
  new URL(request.url).pathname !== url.pathname;
