import type { CountryCode } from '@acq/graphql';
import { isSupportedCountry } from '@/lib/startup/country';

/** A country and its name in one language. */
export interface CountryOption {
  code: CountryCode;
  name: string;
}

/** The countries named in the language and sorted as it sorts. */
function sortedCountries(countries: readonly CountryCode[], locale: string): CountryOption[] {
  const regions = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return countries
    .map((code) => ({ code, name: regions.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** The names the server's markup gave, by language (the browser keeps them for later forms). */
const namesFromMarkup = new Map<string, CountryOption[]>();

/**
 * The options the server's select already shows, while the browser hydrates it. Naming and sorting
 * them again would cost a phone a long task: `Intl.DisplayNames` and `Intl.Collator` load their
 * data on first use, 7-18 ms each on a fast desktop and ten times that at Lighthouse's calibrated
 * slowdown. The server's markup is the page the browser hydrates, so reading it changes nothing.
 */
function optionsInMarkup(selectId: string, locale: string): CountryOption[] {
  if (typeof document === 'undefined' || document.documentElement.lang !== locale) return [];
  const select = document.getElementById(selectId);
  if (!(select instanceof HTMLSelectElement)) return namesFromMarkup.get(locale) ?? [];
  const options = [...select.options].flatMap(({ value, text }) =>
    isSupportedCountry(value) ? [{ code: value, name: text }] : [],
  );
  if (options.length > (namesFromMarkup.get(locale)?.length ?? 0)) namesFromMarkup.set(locale, options);
  return options;
}

/** The offered countries' options: as the server's markup shows them where it does, else named here. */
export function countryOptions(countries: readonly CountryCode[], locale: string, selectId: string): CountryOption[] {
  const offered = new Set(countries);
  const fromMarkup = optionsInMarkup(selectId, locale).filter(({ code }) => offered.has(code));
  return fromMarkup.length === offered.size ? fromMarkup : sortedCountries(countries, locale);
}
