import { CountryDetailsDocument, type CountryCode } from '@acq/graphql';
import type { ApolloClient } from '@apollo/client';
import { useEffect, useState } from 'react';
import { fetchBackendCountry, resolveCountry } from '@/lib/startup/country';

/** Where the browser says the visitor is: the host's domain and the time zone (SPEC.md §4). */
export function browserCountry(win: Window, backendCountry?: string | null): CountryCode {
  return resolveCountry({
    backendCountry,
    hostname: win.location.hostname,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
}

/**
 * The visitor's country: the browser's guess at first, then the backend's answer once it
 * arrives, so that nothing waits for the request.
 */
export function useVisitorCountry(client: ApolloClient, firstGuess: CountryCode): CountryCode {
  const [country, setCountry] = useState(firstGuess);

  useEffect(() => {
    let current = true;
    const query = () =>
      client.query({ query: CountryDetailsDocument, fetchPolicy: 'network-only' }).then((result) => result.data!);
    void fetchBackendCountry(query).then((backendCountry) => {
      if (current) setCountry(browserCountry(window, backendCountry));
    });
    return () => {
      current = false;
    };
  }, [client]);

  return country;
}
