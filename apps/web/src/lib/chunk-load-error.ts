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
