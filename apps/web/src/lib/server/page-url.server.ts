import { pagePathOf } from '@/lib/data-request';

/**
 * The address of the page a request is for. A client-side navigation or submission asks the
 * server for `<path>.data` (`/_.data` for `/`, with `_routes` naming the routes to load), and
 * React Router hands loaders and actions that request as it came: the page is `<path>`.
 */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = pagePathOf(url.pathname);
  url.searchParams.delete('_routes');
  return url;
}

/**
 * Whether the router sent a submission (after hydration: `<path>.data`), not the browser's own
 * form post. The router can act on an outcome before it leaves the page (analytics, a popup);
 * the browser's post is answered with the next page itself.
 */
export const sentByRouter = (request: Request): boolean => new URL(request.url).pathname.endsWith('.data');
