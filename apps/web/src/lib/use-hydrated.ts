import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true afterwards: what only
 * the browser knows can show once hydration has matched the server's render. Its users render
 * twice in a row at hydration, the second time at once (a synchronous render, which a tap in the
 * meantime waits for): where only some visitors' pages differ, `useAfterHydration`
 * (`lib/use-after-hydration.ts`) costs the others nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
