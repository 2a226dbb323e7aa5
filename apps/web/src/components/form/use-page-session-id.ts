import { createContext, use } from 'react';
import { randomUuid } from '@/lib/random-uuid';
import { useHydrated } from '@/lib/use-hydrated';

/** The server's session id of this page load (the root route's data), or null on a shared page. */
export const PageSessionIdContext = createContext<string | null>(null);

let madeInBrowser: string | null = null;

/**
 * The page load's session id (X-Session-ID, docs/product.md §7.2) that a form posts with: the
 * server's, or, on a page a shared cache served (which names no visitor), one the browser makes
 * for this page load once it has hydrated.
 */
export function usePageSessionId(): string | null {
  const rendered = use(PageSessionIdContext);
  const hydrated = useHydrated();
  if (rendered || !hydrated) return rendered;
  return (madeInBrowser ??= randomUuid());
}
