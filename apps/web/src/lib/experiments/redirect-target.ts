/**
 * Where a redirect experiment sends the visitor, as the router needs it: the path (with query and
 * hash) after the base URL when the target is on this site, or null for another site.
 */
export function clientSidePath(target: string, currentHref: string, baseUrl = '/'): string | null {
  const url = new URL(target, currentHref);
  const base = new URL(baseUrl, currentHref);
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return null;
  return `/${url.pathname.slice(base.pathname.length).replace(/^\/+/, '')}${url.search}${url.hash}`;
}

/** Raised after a redirect experiment navigated client-side: parts showing fetched content reload it. */
export const contentRefreshNeededEvent = 'contentRefreshNeeded';
