import { use, useEffect, useState, useSyncExternalStore } from 'react';
import { hydrateAfterPage } from './parts-after-page';
import { noteTypedBeforeHydration } from './typed-before-hydration';

/**
 * A part of a page whose code loads when the page shows it, not with every page that might (the
 * registration form, which `/` shows only after a valid code). `load` starts fetching it (a step
 * that may open the part starts it early); `useCode` renders from it and suspends until it has
 * arrived.
 *
 * Where the server's page shows the part (its `selector` matches), the page hydrates first and the
 * part after it (`loadShownParts`, `lib/parts-after-page.ts`): until then the server's markup
 * stays, its form posts without scripts, and what the visitor types there is noted just before the
 * part hydrates. An update that reaches the part's boundary before then would make React replace
 * that markup, and what was typed in it, by the fallback. So the component that renders the
 * boundary takes its props through `useShownProps` (the first ones until the part has hydrated,
 * then the latest) and is a `memo`; the page's own updates after hydration wait for the parts (the
 * start-up's facts) or are transitions (GrowthBook's answers), which React holds for such a
 * boundary.
 */
export function codePart<T>(selector: string, importer: () => Promise<T>) {
  let loading: Promise<T> | undefined;
  const load = (): Promise<T> => {
    if (!loading) {
      const started = importer();
      // A failed fetch may be tried again by the next render (a reload of the chunk, say).
      started.catch(() => {
        loading = undefined;
      });
      loading = started;
    }
    return loading;
  };
  const loaded = { load, useCode: () => use(load()), useShownProps: <P extends object>(props: P) => props };

  // On the server every part's code is in its bundle: loaded when the server starts, it renders
  // in place, never as a fallback that only a script would swap (a page must work without one).
  if (typeof document === 'undefined') {
    void load().catch(() => {});
    return loaded;
  }
  const shown = document.querySelector(selector);
  if (!shown) return loaded;

  // Shown by the server: hydration meets the part without its code and leaves the markup as it is.
  // Until the page releases it, rendering it suspends without fetching its code.
  let arrived!: () => void;
  const held = new Promise<void>((resolve) => (arrived = resolve));
  const release = () => {
    const code = load().then(() => {
      // What was typed into the server's markup since the page hydrated: the form takes it. React
      // hydrates that element itself; replaced by the fallback, it still holds what was typed.
      noteTypedBeforeHydration(shown);
    });
    code.then(arrived, arrived);
    return code;
  };
  const hydrated = mark();
  hydrateAfterPage(() =>
    release().then(
      () => hydrated.reached,
      () => {},
    ),
  );
  return {
    load,
    useCode: () => {
      // Both on every render, in this order: React matches a render's `use` calls to those of the
      // render it replays by their order, and hands back what the same place read before. Read only
      // while held, the hold's promise took the code's place in a replay after the release (its
      // value, nothing: WebKit's journeys failed on it, React's recoverable error #422).
      use(held);
      const code = use(load());
      useEffect(() => hydrated.set(), []);
      return code;
    },
    useShownProps: <P extends object>(props: P): P => {
      const [first] = useState(props);
      const released = useSyncExternalStore(hydrated.subscribe, hydrated.get, () => false);
      // The same props as the first ones stay the first ones: the part's memo then passes over the
      // release, which would otherwise render the whole part again just after it hydrated.
      return released && !sameProps(props, first) ? props : first;
    },
  };
}

const sameProps = (a: object, b: object) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([key, value]) => Object.is(value, (b as Record<string, unknown>)[key]));

/** A one-way switch that components can subscribe to, and a promise of its being set. */
function mark() {
  let set = false;
  const listeners = new Set<() => void>();
  let resolve!: () => void;
  return {
    reached: new Promise<void>((resolved) => (resolve = resolved)),
    get: () => set,
    set: () => {
      if (set) return;
      set = true;
      resolve();
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
