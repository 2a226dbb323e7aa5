import { currentAddress } from '@/lib/current-address';
import { reportError } from '@/lib/error-reporting/error-reporter';
import type { DataRouter } from '@/lib/router-internals';

/** The routes of a page the router had not met yet could not be fetched (lazy route discovery). */
export class RouteDiscoveryError extends Error {
  override name = 'RouteDiscoveryError';
}

/**
 * Code of the app that the browser could not fetch: a module (Chrome, Firefox and Safari word it
 * differently) or the routes of the page a navigation goes to.
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof RouteDiscoveryError ||
    (error instanceof TypeError &&
      /dynamically imported module|Importing a module script failed|module script/i.test(error.message))
  );
}

// The address the document was loaded with: a failure after a client-side navigation can be
// retried as a full page load of its own, one at the start cannot (it would loop).
const documentAddress = typeof window === 'undefined' ? null : currentAddress();

/** Whether the visitor has navigated inside the app since the document loaded. */
export function navigatedClientSide(): boolean {
  return documentAddress !== null && currentAddress() !== documentAddress;
}

const pendingReportKey = 'acq:reload-after-error';
// This document is on its way out: reloadForError has replaced it.
let reloading = false;

/**
 * Loads the current address in full (the server renders it), or another one (`target`: a new
 * entry of the history, or in place of the current one). The error is reported by the page that
 * loads next: a report sent now would die with this document. Only the first call counts; the
 * document is on its way out.
 */
export function reloadForError(message: string, error: Error, target?: { href: string; replace: boolean }): void {
  if (reloading) return;
  reloading = true;
  try {
    window.sessionStorage.setItem(pendingReportKey, `${message} ${error.message}`);
  } catch {
    reportError(message, error); // no storage: try to send it now
  }
  if (!target) window.location.reload();
  else if (target.replace) window.location.replace(target.href);
  else window.location.assign(target.href);
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
 * loaded in full instead, which the server renders with the new build. The event is not
 * prevented: prevented, Vite's import resolves to nothing, which its caller reads as a module (a
 * TypeError, `(destructured parameter) is undefined`: Firefox cuts off the loads of a page the
 * visitor leaves). So the import rejects with the browser's error, and that rejection, which
 * nobody is left to see, is marked handled.
 */
export function reloadOnPreloadError(): void {
  // A load cut off because the visitor is leaving the page is no failure: reloading would stop the departure.
  let visitorLeaving = false;
  window.addEventListener('beforeunload', () => (visitorLeaving = true));
  window.addEventListener('pagehide', () => (visitorLeaving = true));
  window.addEventListener('vite:preloadError', (event) => {
    if (visitorLeaving) return;
    reloadForError('Module failed to load:', (event as Event & { payload?: Error }).payload ?? new Error('preload'));
  });
  window.addEventListener('unhandledrejection', (event) => {
    if ((visitorLeaving || reloading) && isChunkLoadError(event.reason)) event.preventDefault();
  });
}

const navigationTargetKey = 'acq:navigating-to';

interface NavigationTarget {
  href: string;
  from: string;
  at: number;
}

/**
 * Keeps the target of the router's navigation in progress for the tab: when the target's code
 * cannot be fetched, React Router reloads the page the visitor is on, and the next document then
 * loads the target in full instead (`continueInterruptedNavigation`).
 */
export function keepNavigationTarget(router: DataRouter) {
  return router.subscribe(({ navigation }) => {
    try {
      const target = navigation.location;
      if (!target) return window.sessionStorage.removeItem(navigationTargetKey);
      const kept: NavigationTarget = {
        href: `${target.pathname}${target.search}${target.hash}`,
        from: currentAddress(),
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
    if (!kept || kept.from !== currentAddress() || kept.href === currentAddress() || Date.now() - kept.at > 10_000)
      return false;
    window.sessionStorage.setItem(pendingReportKey, `The code of ${kept.href.split('?')[0]} could not be loaded`);
    window.location.replace(kept.href);
    return true;
  } catch {
    return false;
  }
}
