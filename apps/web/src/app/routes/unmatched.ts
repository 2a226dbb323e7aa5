import { pageUrl } from '@/lib/server/page-url';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { currentPrefix } from '@/lib/startup/locale-path';

/** Unmatched paths go to the 404 page of their language (docs/product.md §2). */
export function loader({ request }: LoaderFunctionArgs) {
  const { pathname } = pageUrl(request);
  console.warn(`Page not found: ${pathname}`);
  return redirect(`${currentPrefix(pathname)}/error/404`);
}
