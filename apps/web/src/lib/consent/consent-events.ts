/** The consent-management platform's browser API (Usercentrics' `UC_UI`), as far as the app uses it. */
export interface ConsentUi {
  isInitialized(): boolean;
  showSecondLayer(): void;
}

declare global {
  interface Window {
    UC_UI?: ConsentUi;
  }
}

/**
 * The consent-status event the consent library raises on `window` (on every change of consent,
 * and possibly before it has initialised): Usercentrics' `UC_CONSENT`. The mock backend's
 * stand-in raises exactly this event.
 */
export const consentStatusEvent = 'UC_CONSENT';

/** Where the consent library lives: `window` in the browser. */
export type ConsentTarget = EventTarget & { UC_UI?: ConsentUi };

function initialised(target: ConsentTarget): boolean {
  try {
    return target.UC_UI?.isInitialized() === true;
  } catch {
    return false; // a library that breaks while asked is not ready either
  }
}

/**
 * docs/product.md §4: a listener on the consent-status event marks the consent library as ready when the
 * consent service reports it is initialised (`isInitialized()`), and then stops listening: an event
 * raised before initialisation does not count. A library that initialised before this was called
 * counts at once. Returns a function that stops listening (when the page goes away before that).
 */
export function whenConsentReady(target: ConsentTarget, onReady: () => void): () => void {
  const stop = () => target.removeEventListener(consentStatusEvent, listener);
  function listener() {
    if (!initialised(target)) return;
    stop();
    onReady();
  }
  if (initialised(target)) {
    onReady();
    return () => {};
  }
  target.addEventListener(consentStatusEvent, listener);
  return stop;
}
