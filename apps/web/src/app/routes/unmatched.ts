import { redirect } from 'react-router';
import type { Route } from './+types/unmatched';
import { currentPrefix, localeOfPath, localePrefix } from '@/lib/startup/locale-path';
import { requestStartupContext } from '../request-startup-middleware.server';

/**
 * Unmatched paths go to the 404 page of their language (docs/product.md §2): the path's prefix,
 * else the language the request's start-up decided (`?lang`, the cookie, the browser's), for the
 * paths no language redirect reaches (`/acquisition/…`).
 */
export function loader({ url, context }: Route.LoaderArgs) {
  const { pathname } = url;
  console.warn(`Page not found: ${pathname}`);
  const prefix = localeOfPath(pathname)
    ? currentPrefix(pathname) // as the visitor writes it: /en stays
    : localePrefix(context.get(requestStartupContext).startup.locale);
  return redirect(`${prefix}/error/404`);
}
