// A page function (page-script.ts sends its source, so it declares what it needs itself) for a
// failed journey's report: what the document and React Router know of where the visitor is.
import type { RouterState } from 'react-router';

/**
 * The document as it knows itself, for a failure's message: where a full load is under way, the
 * driver may already name its address (WebKit's automation reports the load's provisional URL)
 * while the document on screen is still the one before.
 */
export function documentState() {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  // The page's last requests, finished ones only (a route's data, its module, the routes' manifest).
  const requests = performance
    .getEntriesByType('resource')
    .slice(-8)
    .map(
      (entry) =>
        `${new URL(entry.name).pathname.slice(0, 60)} ${Math.round(entry.startTime)}+${Math.round(entry.duration)}ms`,
    );
  // React Router's own view (HydratedRouter keeps its router on window): whether a navigation is
  // still under way, or ended at the new address on the page before's routes (its leaf route).
  const router = (window as { __reactRouterDataRouter?: { state: RouterState } }).__reactRouterDataRouter?.state;
  return {
    href: location.href,
    readyState: document.readyState,
    loadedAs: navigation?.type ?? 'unknown',
    hydrated: document.documentElement.hasAttribute('data-hydrated'),
    historyIndex: (history.state as { idx?: number } | null)?.idx ?? null,
    now: Math.round(performance.now()),
    requests,
    router: router && {
      navigation: `${router.navigation.state} ${router.navigation.location?.pathname ?? ''}`.trim(),
      location: router.location.pathname,
      leafRoute: router.matches.at(-1)?.route.id,
      fetchers: [...router.fetchers.values()].map((fetcher) => fetcher.state),
    },
  };
}
