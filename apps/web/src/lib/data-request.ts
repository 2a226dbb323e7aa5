/**
 * The page's own path of a request for its data: a client-side navigation or submission asks the
 * server for `<path>.data` (`/_.data` for `/`, `/de/_.data` for `/de/`). Anything else is its own.
 */
export function pagePathOf(pathname: string): string {
  return pathname.endsWith('/_.data') ? pathname.slice(0, -'_.data'.length) : pathname.replace(/\.data$/, '');
}
