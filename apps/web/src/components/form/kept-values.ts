import { sessionStore } from '@/lib/session-storage';
import { ticked } from './ticked';

/**
 * Where a form keeps what the visitor typed for the rest of the tab: a reload or a language
 * switch (which reloads the page) finds it again. Session storage, so it ends with the tab and an
 * address never lands in long-lived storage. Used only in effects and handlers (never while
 * rendering: the server has no storage).
 */
export interface ValueKeeper<Values> {
  read(): Partial<Values> | null;
  write(values: Values): void;
}

const prefix = 'acq:form:';

/**
 * Keeps a form's values as JSON under `acq:form:<name>` in session storage; `clear` forgets them
 * (a form whose purpose is done).
 */
export function sessionKeeper<Values>(name: string): ValueKeeper<Values> & { clear(): void } {
  const key = prefix + name;
  return {
    read() {
      try {
        const stored: unknown = JSON.parse(sessionStore()?.getItem(key) ?? 'null');
        return typeof stored === 'object' && stored !== null ? (stored as Partial<Values>) : null;
      } catch {
        return null; // a damaged entry is dropped, not fatal
      }
    },
    write(values) {
      try {
        sessionStore()?.setItem(key, JSON.stringify(values));
      } catch {
        // quota exceeded: the values stay in the form, only not across a reload
      }
    },
    clear() {
      sessionStore()?.removeItem(key);
    },
  };
}

/**
 * The kept values that fit the form: only its own fields, each of the type of its default, so a
 * stale or damaged entry cannot put a number into a text field.
 */
export function keptValuesFor<Values extends object>(defaults: Values, kept: Partial<Values> | null): Values {
  if (!kept) return defaults;
  const merged = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof Values)[]) {
    const value = kept[key];
    const fallback = defaults[key];
    const fits =
      value !== undefined &&
      (fallback === null || value === null || typeof value === typeof fallback) &&
      Array.isArray(value) === Array.isArray(fallback);
    if (fits) merged[key] = value as Values[keyof Values];
  }
  return merged;
}

/**
 * What a form posted without scripts sent (the answer's `defaultValues`, as the action reads a
 * post: text, "on" for a ticked box, a list for a repeated name), in the types of the form's
 * values: the form comes back as it was sent.
 */
export function sentValuesLike<Values extends object>(
  defaults: Values,
  sent: Record<string, unknown>,
): Partial<Values> {
  const values: Record<string, unknown> = {};
  for (const [name, fallback] of Object.entries(defaults)) {
    const value = sent[name];
    if (typeof fallback === 'boolean') values[name] = ticked(value);
    else if (Array.isArray(fallback)) values[name] = value === undefined ? [] : ([] as unknown[]).concat(value);
    else if (typeof value === 'string') values[name] = value === '' && fallback === null ? null : value;
  }
  return values as Partial<Values>;
}
