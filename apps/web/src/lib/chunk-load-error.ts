import { createPath, type DataRouter } from 'react-router';
import { reportError } from '@/lib/error-reporting/error-reporter';

/** A module of the app that the browser could not fetch (Chrome, Firefox and Safari word it differently). */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|module script/i.test(error.message)
  );
}

// The address the document was loaded with: a failure after a client-side navigation can be
// retried as a full page load of its own, one at the start cannot (it would loop).
const documentAddress = typeof window === 'undefined' ? null : `${window.location.pathname}${window.location.search}`;

/** Whether the visitor has navigated inside the app since the document loaded. */
export function navigatedClientSide(): boolean {
  return documentAddress !== null && `${window.location.pathname}${window.location.search}` !== documentAddress;
}

const pendingReportKey = 'acq:reload-after-error';
let leaving = false;

/**
 * Loads an address in full, or the current one again (null): the server renders it. The error is
 * reported by the page that loads next: a report sent now would die with this document. Only the
 * first call counts; the document is on its way out.
 */
function loadInFull(win: Window, address: string | null, message: string, error: Error): void {
  if (leaving) return;
  leaving = true;
  try {
    win.sessionStorage.setItem(pendingReportKey, `${message} ${error.message}`);
  } catch {
    reportError(message, error); // no storage: try to send it now
  }
  if (address === null) win.location.reload();
  else win.location.assign(address);
}

/** Loads the current address in full (the server renders it), reporting the error from the next page. */
export function reloadForError(message: string, error: Error): void {
  loadInFull(window, null, message, error);
}

/** What the browser's router tells about a client-side navigation under way, and how it stops. */
export type NavigatingRouter = Pick<DataRouter, 'state' | 'dispose'>;

/**
 * Vite raises `vite:preloadError` for every module (or stylesheet) of the app it could not fetch,
 * whatever the browser's wording. During a client-side navigation the target address is loaded in
 * full instead, and the failure reported from there as the route error page would report it: the
 * router stops first, so the page stays as it is until the target's arrives (no error page in
 * between). Outside a navigation the failed import is left to its caller. Returns a function that
 * stops listening.
 */
export function loadTargetInFullOnFailedPreload(win: Window, router: NavigatingRouter): () => void {
  const listener = (event: VitePreloadErrorEvent) => {
    const target = router.state.navigation.location;
    if (!target) return;
    router.dispose();
    loadInFull(win, createPath(target), 'Route error:', event.payload);
  };
  win.addEventListener('vite:preloadError', listener);
  return () => win.removeEventListener('vite:preloadError', listener);
}

/** Reports what the previous document left for this one (see reloadForError). */
export function reportErrorBeforeReload(): void {
  try {
    const pending = window.sessionStorage.getItem(pendingReportKey);
    if (pending === null) return;
    window.sessionStorage.removeItem(pendingReportKey);
    reportError('Reloaded after an error:', new Error(pending));
  } catch {
    // storage blocked: nothing was left either
  }
}

/**
 * A module the app loads on the way (a form's rules, a dialog) that cannot be fetched, after a
 * deployment replaced it say: Vite reports it as `vite:preloadError`; the current address is
 * loaded in full instead, which the server renders with the new build.
 */
export function reloadOnPreloadError(): void {
  // A load cut off because the visitor is leaving the page is no failure: reloading would stop the departure.
  let leaving = false;
  window.addEventListener('beforeunload', () => (leaving = true));
  window.addEventListener('pagehide', () => (leaving = true));
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    if (leaving) return;
    reloadForError('Module failed to load:', (event as Event & { payload?: Error }).payload ?? new Error('preload'));
  });
}

const navigationTargetKey = 'acq:navigating-to';

interface NavigationTarget {
  href: string;
  from: string;
  at: number;
}

interface RouterState {
  navigation: { location?: { pathname: string; search: string; hash: string } };
}

const here = () => `${window.location.pathname}${window.location.search}`;

/**
 * Keeps the target of the router's navigation in progress for the tab: when the target's code
 * cannot be fetched, React Router reloads the page the visitor is on, and the next document then
 * loads the target in full instead (`continueInterruptedNavigation`).
 */
export function keepNavigationTarget(router: { subscribe(listener: (state: RouterState) => void): () => void }) {
  return router.subscribe(({ navigation }) => {
    try {
      const target = navigation.location;
      if (!target) return window.sessionStorage.removeItem(navigationTargetKey);
      const kept: NavigationTarget = {
        href: `${target.pathname}${target.search}${target.hash}`,
        from: here(),
        at: Date.now(),
      };
      window.sessionStorage.setItem(navigationTargetKey, JSON.stringify(kept));
    } catch {
      // storage blocked: a failed navigation reloads the current page, which still works
    }
  });
}

/** A navigation that ended in a reload of the page it started from goes on as a full load of its target. */
export function continueInterruptedNavigation(): boolean {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(navigationTargetKey) ?? 'null') as NavigationTarget | null;
    window.sessionStorage.removeItem(navigationTargetKey);
    if (!kept || kept.from !== here() || kept.href === here() || Date.now() - kept.at > 10_000) return false;
    window.sessionStorage.setItem(pendingReportKey, `The code of ${kept.href.split('?')[0]} could not be loaded`);
    window.location.replace(kept.href);
    return true;
  } catch {
    return false;
  }
}
