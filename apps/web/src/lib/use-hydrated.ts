import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true afterwards: what only
 * the browser knows can show once hydration has matched the server's render. Its users render
 * twice in a row at hydration, the second time at once (a synchronous render, which a tap in the
 * meantime waits for): where only some visitors' pages differ, `useAfterHydration` costs the others nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * `value` once the page has hydrated, null on the server and while hydrating. Only a component
 * whose `value` is not null renders again after hydration: a value only the browser knows (session
 * storage, the history entry's state) that most visitors do not have costs their pages nothing.
 * `value` is compared by `Object.is`: a flag, a string, or an object kept across renders.
 */
export function useAfterHydration<Value>(value: Value | null): Value | null {
  return useSyncExternalStore(
    subscribe,
    () => value,
    () => null,
  );
}
