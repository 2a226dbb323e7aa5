import type { CountryCode } from '@acq/graphql';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The visitor's country for the components: what the server rendered while hydrating, then the
 * browser's completion of the same decision (it differs only where the time zone decided, which
 * only the browser knows). The data layer and the experiments take that same completed value.
 */
export function useVisitorCountry(rendered: CountryCode, completed: CountryCode | undefined): CountryCode {
  const hydrated = useHydrated();
  return hydrated && completed ? completed : rendered;
}
