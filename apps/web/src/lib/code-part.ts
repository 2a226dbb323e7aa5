import { use } from 'react';

/** Each part's loader, by the selector of its element in the server's page. */
const parts = new Map<string, () => Promise<unknown>>();

/**
 * A part of a page whose code loads when the page shows it, not with every page that might (the
 * registration form, which `/` shows only after a valid code). `load` starts fetching it (a step
 * that may open the part starts it early); `useCode` renders from it and suspends until it has
 * arrived. Where the server's page shows the part (its `selector` matches), the browser fetches its
 * code before hydrating (`loadShownParts`): hydration that met a part without its code would leave
 * the server's markup, and an update would replace it by the fallback.
 */
export function codePart<T>(selector: string, importer: () => Promise<T>) {
  let loading: Promise<T> | undefined;
  const load = (): Promise<T> => {
    if (!loading) {
      // A settled promise carries its value as React's `use` reads it (its `ReactPromise` type),
      // so a part whose code has arrived renders at once, also while hydrating.
      const started: Promise<T> = importer().then((code) => {
        Object.assign(started, { status: 'fulfilled', value: code });
        return code;
      });
      // A failed fetch may be tried again by the next render (a reload of the chunk, say).
      started.catch(() => {
        loading = undefined;
      });
      loading = started;
    }
    return loading;
  };
  parts.set(selector, load);
  // On the server every part's code is in its bundle: loaded when the server starts, it renders
  // in place, never as a fallback that only a script would swap (a page must work without one).
  // In the browser the page's route modules run before hydration: a part the page shows starts now.
  if (typeof document === 'undefined' || document.querySelector(selector)) void load().catch(() => {});
  return { load, useCode: () => use(load()) };
}

/** Fetches the code of every part the server's page shows; settles when all of it has arrived. */
export async function loadShownParts(root: ParentNode = document): Promise<void> {
  const shown = [...parts].filter(([selector]) => root.querySelector(selector));
  await Promise.all(shown.map(([, load]) => load()));
}
