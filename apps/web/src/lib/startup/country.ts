import { CountryCode } from '@acq/graphql';

/** docs/product.md §3's country list: the values of the schema's CountryCode enum. */
export const supportedCountries: readonly CountryCode[] = Object.values(CountryCode);

export const defaultCountry: CountryCode = CountryCode.DE;

/**
 * How long a page waits for the backend's country, the time-out its backend call gets: a slower
 * answer counts as none, so the page is neither held up nor decided twice (docs/product.md §4:
 * the fallbacks apply).
 */
export const countryTimeoutMs = 1500;

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

export interface CountrySources {
  /** countryDetails.country; null when the backend gave none, failed or was too slow. */
  backendCountry: string | null | undefined;
  /** The page's host name. */
  hostname: string;
}

/** The one decision about the visitor's country that every part of a page uses. */
export interface CountryDecision {
  country: CountryCode;
  /**
   * Neither the backend nor the domain named a supported country, so the browser's time zone
   * decides (docs/product.md §4, step 3): only the browser knows it. `country` is DE until then.
   */
  byTimeZone: boolean;
}

/** docs/product.md §4 "Country" as far as a server can go: backend, else host TLD; each only when supported. */
export function decideCountry({ backendCountry, hostname }: CountrySources): CountryDecision {
  const given = backendCountry?.trim() ?? '';
  // The domain is consulted only when the backend named no country at all, not an unsupported one.
  const country = supported(given) ?? (given === '' ? supported(countryOfHostname(hostname)) : null);
  return country ? { country, byTimeZone: false } : { country: defaultCountry, byTimeZone: true };
}

/** The time zone's country when it is supported, else DE (docs/product.md §4, steps 3 and 4). */
export function countryOrDefault(candidate: string | null | undefined): CountryCode {
  return supported(candidate) ?? defaultCountry;
}

export interface CountryDetailsResult {
  countryDetails: { country: string | null } | null | undefined;
}

/**
 * The country of the countryDetails query's answer. A failure or a time-out counts as no country
 * (docs/product.md §7.4, §8). The query runs with `countryTimeoutMs` as its time-out, and its
 * failure is logged and reported on the way: by the backend executor, or by the GraphQL client
 * for errors in an answer (lib/server/backend-call.server.ts, lib/server/graphql.server.ts).
 */
export async function fetchBackendCountry(query: () => Promise<CountryDetailsResult>): Promise<string | null> {
  try {
    const country = (await query())?.countryDetails?.country;
    return typeof country === 'string' && country.trim() !== '' ? country.trim() : null;
  } catch {
    return null;
  }
}
