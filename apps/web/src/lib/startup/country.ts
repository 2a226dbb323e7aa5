import { CountryCode } from '@acq/graphql';
import { getTimezone } from 'countries-and-timezones';

/** SPEC.md §3's country list: the values of the schema's CountryCode enum. */
export const supportedCountries: readonly CountryCode[] = Object.values(CountryCode);

export const defaultCountry: CountryCode = CountryCode.DE;

export function isSupportedCountry(value: unknown): value is CountryCode {
  return typeof value === 'string' && (supportedCountries as readonly string[]).includes(value);
}

function supported(candidate: string | null | undefined): CountryCode | null {
  const upper = candidate?.toUpperCase();
  return isSupportedCountry(upper) ? upper : null;
}

/** The country of a host's two-letter top-level domain (not .com; uk means GB), or null. */
export function countryOfHostname(hostname: string): string | null {
  const labels = hostname.toLowerCase().replace(/\.$/, '').split('.');
  // A single label (localhost, an intranet name) has no top-level domain.
  if (labels.length < 2) return null;
  const tld = labels.at(-1) ?? '';
  if (!/^[a-z]{2}$/.test(tld)) return null;
  return tld === 'uk' ? 'GB' : tld.toUpperCase();
}

/** The first country of an IANA time zone, from the countries-and-timezones data, or null. */
export function countryOfTimeZone(timeZone: string | null | undefined): string | null {
  if (!timeZone) return null;
  const countries: unknown = getTimezone(timeZone)?.countries;
  return Array.isArray(countries) && typeof countries[0] === 'string' ? countries[0] : null;
}

export interface CountrySources {
  /** countryDetails.country; null when the backend gave none or the call failed. */
  backendCountry: string | null | undefined;
  /** The page's host name, e.g. `location.hostname`. */
  hostname: string;
  /** The browser's time zone, e.g. `Intl.DateTimeFormat().resolvedOptions().timeZone`. */
  timeZone: string | null | undefined;
}

/** SPEC.md §4 "Start-up: country": backend, else host TLD, else time zone, else DE; each only when supported. */
export function resolveCountry({ backendCountry, hostname, timeZone }: CountrySources): CountryCode {
  const given = backendCountry?.trim() ?? '';
  const fromBackend = supported(given);
  if (fromBackend) return fromBackend;
  // The domain is consulted only when the backend named no country at all, not an unsupported one.
  const fromDomain = given === '' ? supported(countryOfHostname(hostname)) : null;
  return fromDomain ?? supported(countryOfTimeZone(timeZone)) ?? defaultCountry;
}

export interface CountryDetailsResult {
  countryDetails: { country: string | null } | null | undefined;
}

/** Runs the countryDetails query; a failure is logged and counts as no country (SPEC.md §7.4). */
export async function fetchBackendCountry(
  query: () => Promise<CountryDetailsResult>,
  log: Pick<Console, 'error'> = console,
): Promise<string | null> {
  try {
    const country = (await query())?.countryDetails?.country;
    return typeof country === 'string' && country.trim() !== '' ? country.trim() : null;
  } catch (error) {
    log.error('Could not load the country details:', error);
    return null;
  }
}
