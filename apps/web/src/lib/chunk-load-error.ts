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

/**
 * Loads the current address in full (the server renders it). The error is reported by the page
 * that loads next: a report sent now would die with this document.
 */
export function reloadForError(message: string, error: Error): void {
  try {
    window.sessionStorage.setItem(pendingReportKey, `${message} ${error.message}`);
  } catch {
    reportError(message, error); // no storage: try to send it now
  }
  window.location.reload();
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
