import type { CountryCode } from '@acq/graphql';
import { useMemo } from 'react';
import { resolveCountry } from '@/lib/startup/country';
import { useHydrated } from '@/lib/use-hydrated';

/** Where the browser says the visitor is: the host's domain and the time zone (SPEC.md §4). */
function browserCountry(win: Window): CountryCode {
  return resolveCountry({
    backendCountry: null, // only called when the backend named none
    hostname: win.location.hostname,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
}

/**
 * The visitor's country: the server's answer (the backend's, asked for the visitor's address).
 * When the backend named none, the browser refines the server's guess with its time zone after
 * hydration (SPEC.md §4's fallbacks).
 */
export function useVisitorCountry(rendered: CountryCode, backendCountry: string | null): CountryCode {
  const hydrated = useHydrated();
  return useMemo(
    () => (hydrated && backendCountry === null ? browserCountry(window) : rendered),
    [hydrated, backendCountry, rendered],
  );
}
