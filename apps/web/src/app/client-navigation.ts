import type { createBrowserRouter } from 'react-router';
import type { ClientNavigation } from '@/lib/experiments/experiments-provider';

type Router = ReturnType<typeof createBrowserRouter>;

let current: Router | null = null;
const waiting = new Set<() => void>();

/** The router registers itself here, so that parts above it (experiments) can navigate. */
export function registerRouter(router: Router): void {
  current = router;
  waiting.forEach((attach) => attach());
  waiting.clear();
}

function hrefOf(location: { pathname: string; search: string; hash: string }): string {
  return new URL(`${location.pathname}${location.search}${location.hash}`, window.location.origin).href;
}

export const clientNavigation: ClientNavigation = {
  navigate: async (path) => {
    if (current) await current.navigate(path, { replace: true });
    else window.location.replace(path);
  },
  subscribe: (listener) => {
    let unsubscribe = () => {};
    const attach = () => {
      unsubscribe = current!.subscribe((state) => listener(hrefOf(state.location)));
    };
    if (current) attach();
    else waiting.add(attach);
    return () => {
      waiting.delete(attach);
      unsubscribe();
    };
  },
};
