import type { CountryCode, Gender } from '@acq/graphql';
import { useSyncExternalStore } from 'react';
import { sessionStore } from '@/lib/session-storage';

/**
 * The client-held registration state of docs/product.md §3. It lives in session storage: it survives a
 * reload and a language switch (which reloads the page), ends with the tab, and never puts the
 * e-mail address into long-lived local storage.
 */
export interface RegistrationState {
  registrationEmail?: string;
  registrationCode?: string;
  validityTimestamp?: string;
  /** The code came from the code-entry form, so the form shows its code variant. */
  codeEnteredByHand?: boolean;
  registrationGender?: Gender | null;
  registrationFirstName?: string;
  registrationLastName?: string;
  registrationNewsLetter: boolean;
  registrationTermsAndConditions: boolean;
  registrationCountry?: CountryCode;
  /** Lean registration: the e-mail step is done, the details step is next. */
  leanStep1Done?: boolean;
  /** docs/product.md §3: the shared product the visitor came from (checked), offered again after registering. */
  previousPDPPage?: string;
  /** docs/product.md §3: the path the registration is attributed to (sent with its analytics events). */
  sourcePath?: string;
}

export const registrationStateKey = 'acq:registration';

export const initialRegistrationState: RegistrationState = {
  registrationNewsLetter: false,
  registrationTermsAndConditions: false,
};

const listeners = new Set<() => void>();
let cached: { raw: string | null; state: RegistrationState } | null = null;

export function readRegistrationState(): RegistrationState {
  const raw = sessionStore()?.getItem(registrationStateKey) ?? null;
  if (cached && cached.raw === raw) return cached.state;
  // Nothing kept: the very state the server rendered, so hydration needs no second render.
  if (raw === null) return (cached = { raw, state: initialRegistrationState }).state;
  let stored: unknown;
  try {
    stored = raw ? JSON.parse(raw) : null;
  } catch {
    stored = null; // a damaged entry is dropped, not fatal
  }
  const state = { ...initialRegistrationState, ...(typeof stored === 'object' && stored ? stored : {}) };
  cached = { raw, state };
  return state;
}

export function updateRegistrationState(change: Partial<RegistrationState>): void {
  const next = { ...readRegistrationState(), ...change };
  const raw = JSON.stringify(next);
  sessionStore()?.setItem(registrationStateKey, raw);
  cached = { raw, state: next };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * One value of the registration state, and a render when it changes. Only that value: the form
 * writes the state at every keystroke, and a component that read the whole state re-rendered with
 * it (the landing page and the form in it, 42 components a key). A selector returns a value
 * compared by `Object.is`: a string, a flag, not a new object.
 */
export function useRegistrationState<Value>(select: (state: RegistrationState) => Value): Value {
  return useSyncExternalStore(
    subscribe,
    () => select(readRegistrationState()),
    () => select(initialRegistrationState),
  );
}
