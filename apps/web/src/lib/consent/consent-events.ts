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
 * The consent-status event the consent library raises on `window` once it has initialised
 * (and again on every change of consent): Usercentrics' `UC_CONSENT`. The mock backend's
 * stand-in raises exactly this event.
 */
export const consentStatusEvent = 'UC_CONSENT';

/**
 * SPEC.md §4: a once-only listener on the consent-status event marks the consent library as
 * ready. Returns a function that stops listening (when the page goes away before that).
 */
export function whenConsentReady(target: EventTarget, onReady: () => void): () => void {
  const listener = () => onReady();
  target.addEventListener(consentStatusEvent, listener, { once: true });
  return () => target.removeEventListener(consentStatusEvent, listener);
}
