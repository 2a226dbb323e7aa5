import { startTransition, useEffect, useState } from 'react';

// Set once the page has hydrated: what mounts later (a client-side navigation) renders as hydrated at once.
let pageHydrated = false;

/**
 * False on the server and while the browser hydrates the server's HTML, true afterwards: what only
 * the browser knows can show once hydration has matched the server's render. The re-render that
 * follows hydration is a transition, so React spreads it over short tasks (a store whose server
 * value differs would re-render every user at once, in one long task).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, after the first render
  return hydrated;
}
