import { useI18nContext } from '@acq/locales/react';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StartPageLink } from '@/components/layout/start-page-link';
import { isChunkLoadError, navigatedClientSide, reloadForError } from '@/lib/chunk-load-error';
import { reportError } from '@/lib/error-reporting/error-reporter';

/**
 * The generic error page (docs/product.md §8): 404 gives "Page Not Found" (with the path when a route
 * validation failed), any other status "Internal Server Error"; the default status is 500.
 */
export function RouteErrorPage() {
  const { LL } = useI18nContext();
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const path = isRouteErrorResponse(error) && typeof error.data?.path === 'string' ? (error.data.path as string) : null;
  // Framework errors are logged and reported (docs/product.md §8); a 404 is the visitor's, not ours.
  // A page whose code could not be fetched on the way is loaded in full instead: the server
  // renders it, so the visitor never sees a blank page or this one for a flaky connection.
  useEffect(() => {
    if (isChunkLoadError(error) && navigatedClientSide()) reloadForError('Route error:', error as Error);
    else if (status !== 404) reportError('Route error:', error);
  }, [status, error]);
  const heading = status === 404 ? LL.errorPage.notFound() : LL.errorPage.internal();

  return (
    <div className="page page--centered">
      <title>{heading}</title>
      <p className="status-code">{status}</p>
      <h1>{heading}</h1>
      <p>
        {status === 404
          ? path
            ? LL.errorPage.notFoundPath({ path })
            : LL.notFound.heading()
          : // A page's data that could not be fetched (the connection dropped) is the network's fault.
            LL.errors[error instanceof TypeError && !isChunkLoadError(error) ? 'network' : 'generic']()}
      </p>
      <StartPageLink />
    </div>
  );
}
