import { useContext } from 'react';
import { UNSAFE_DataRouterContext, type RouterState } from 'react-router';

/** What the app uses of the data router: its state as of now, and every change of it. */
export interface DataRouter {
  readonly state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
}

/**
 * The one place the app reaches past React Router's public API: the data router itself. Two
 * things need the router's state at the moment it changes, before React renders it: the target
 * of a navigation whose code then fails to load (React Router reloads the page at once,
 * `keepNavigationTarget`), and whether a form is on its way at the instant of a language switch
 * (`useNavigateWhenSettled`). router-internals.test.tsx fails when an upgrade changes this.
 */
export function useDataRouter(): DataRouter | null {
  return useContext(UNSAFE_DataRouterContext)?.router ?? null;
}
