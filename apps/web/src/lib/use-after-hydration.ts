import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

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
