import { pageUrl } from '@/lib/server/page-url.server';
import { redirect } from 'react-router';
import type { Route } from './+types/unmatched';
import { currentPrefix } from '@/lib/startup/locale-path';

/** Unmatched paths go to the 404 page of their language (docs/product.md §2). */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = pageUrl(request);
  console.warn(`Page not found: ${pathname}`);
  return redirect(`${currentPrefix(pathname)}/error/404`);
}
