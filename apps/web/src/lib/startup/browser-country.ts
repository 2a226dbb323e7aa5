import type { CountryCode } from '@acq/graphql';
import { countryOrDefault, type CountryDecision } from './country';

/**
 * The server's country decision, completed where only the browser can: when neither the backend
 * nor the domain named a country, the browser's time zone decides (docs/product.md §4). Only then is the
 * time-zone table loaded. Every part of the page (data-layer record, form default, experiment
 * attributes) takes the result of this one call.
 */
export async function completeCountryDecision(decision: CountryDecision, timeZone?: string): Promise<CountryCode> {
  if (!decision.byTimeZone) return decision.country;
  try {
    const { countryOfTimeZone } = await import('./time-zone-country');
    // Only here: the first date format of a page costs a phone tens of milliseconds.
    return countryOrDefault(countryOfTimeZone(timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone));
  } catch (error) {
    console.error('Could not load the time-zone table:', error);
    return decision.country;
  }
}
