import { redirect, type LoaderFunctionArgs } from 'react-router';

/** Unmatched paths go to the 404 page of their language (SPEC.md §2). */
export const unmatchedLoader =
  (prefix: string) =>
  ({ request }: LoaderFunctionArgs) => {
    console.warn(`Page not found: ${new URL(request.url).pathname}`);
    return redirect(prefix ? `/${prefix}/error/404` : '/error/404');
  };
