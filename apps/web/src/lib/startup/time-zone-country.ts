import { getTimezone } from 'countries-and-timezones';

// Its own module, imported dynamically: the time-zone table is needed only on the rare page where
// neither the backend nor the domain named a country, so it stays out of every page's first load.

/** The first country of an IANA time zone, from the countries-and-timezones data, or null. */
export function countryOfTimeZone(timeZone: string | null | undefined): string | null {
  if (!timeZone) return null;
  const countries: unknown = getTimezone(timeZone)?.countries;
  return Array.isArray(countries) && typeof countries[0] === 'string' ? countries[0] : null;
}
