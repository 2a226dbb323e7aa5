import { describe, expect, it } from 'vitest';
import { RequestTimeoutError } from '../server/request-errors.server';
import { completeCountryDecision } from './browser-country';
import {
  countryOfHostname,
  countryTimeoutMs,
  decideCountry,
  fetchBackendCountry,
  isSupportedCountry,
  supportedCountries,
} from './country';
import { countryOfTimeZone } from './time-zone-country';

describe('supportedCountries', () => {
  it('holds the 27 countries of docs/product.md §3 once each', () => {
    expect(supportedCountries).toHaveLength(27);
    expect(new Set(supportedCountries).size).toBe(27);
    expect(supportedCountries).toEqual(expect.arrayContaining(['AT', 'DE', 'SE', 'SK', 'CH']));
  });

  it('recognises only upper-case supported codes', () => {
    expect(isSupportedCountry('DE')).toBe(true);
    for (const value of ['de', 'GB', 'US', '', '__proto__', 'constructor', 42, null, undefined]) {
      expect(isSupportedCountry(value)).toBe(false);
    }
  });
});

describe('countryOfHostname', () => {
  it.each([
    ['www.shop.de', 'DE'],
    ['SHOP.AT', 'AT'],
    ['shop.de.', 'DE'],
    ['shop.co.uk', 'GB'],
    ['shop.us', 'US'],
  ])('%s -> %s', (hostname, country) => expect(countryOfHostname(hostname)).toBe(country));

  it.each(['shop.com', 'shop.info', 'localhost', 'de', '127.0.0.1', '[::1]', 'shop.d3', ''])('%s -> null', (hostname) =>
    expect(countryOfHostname(hostname)).toBeNull(),
  );
});

describe('countryOfTimeZone', () => {
  it('takes the first country of the time zone from the data package', () => {
    expect(countryOfTimeZone('Europe/Vienna')).toBe('AT');
    expect(countryOfTimeZone('Europe/Berlin')).toBe('DE');
    expect(countryOfTimeZone('Europe/Zurich')).toBe('CH');
  });

  it.each(['Etc/UTC', 'Not/AZone', '__proto__', 'constructor', '', null, undefined, 'x'.repeat(10000)])(
    '%s -> null',
    (timeZone) => expect(countryOfTimeZone(timeZone)).toBeNull(),
  );
});

describe('decideCountry', () => {
  it('uses a supported backend country first', () => {
    expect(decideCountry({ backendCountry: 'AT', hostname: 'shop.fr' })).toEqual({ country: 'AT', byTimeZone: false });
  });

  it('normalises the backend value', () => {
    expect(decideCountry({ backendCountry: ' nl ', hostname: 'shop.com' }).country).toBe('NL');
  });

  it('skips the domain when the backend named an unsupported country, and leaves it to the time zone', () => {
    for (const backendCountry of ['US', '__proto__', 'X'.repeat(100000)]) {
      expect(decideCountry({ backendCountry, hostname: 'shop.fr' })).toEqual({ country: 'DE', byTimeZone: true });
    }
  });

  it('uses the domain when the backend gave no country', () => {
    expect(decideCountry({ backendCountry: null, hostname: 'shop.fr' })).toEqual({ country: 'FR', byTimeZone: false });
    expect(decideCountry({ backendCountry: undefined, hostname: 'shop.pl' }).country).toBe('PL');
    expect(decideCountry({ backendCountry: '  ', hostname: 'shop.fr' }).country).toBe('FR');
  });

  it('leaves an unsupported or missing domain country to the time zone', () => {
    for (const hostname of ['shop.co.uk', 'shop.com', 'localhost', '127.0.0.1', '']) {
      expect(decideCountry({ backendCountry: null, hostname })).toEqual({ country: 'DE', byTimeZone: true });
    }
  });
});

describe('completeCountryDecision', () => {
  it('keeps what the backend or the domain decided, whatever the time zone', async () => {
    await expect(completeCountryDecision({ country: 'AT', byTimeZone: false }, 'Europe/Rome')).resolves.toBe('AT');
  });

  it('lets the time zone decide when nothing else did, else DE', async () => {
    const undecided = { country: 'DE', byTimeZone: true } as const;
    await expect(completeCountryDecision(undecided, 'Europe/Rome')).resolves.toBe('IT');
    await expect(completeCountryDecision(undecided, 'Europe/Stockholm')).resolves.toBe('SE');
    await expect(completeCountryDecision(undecided, 'Europe/London')).resolves.toBe('DE'); // GB: not supported
    await expect(completeCountryDecision(undecided, 'America/New_York')).resolves.toBe('DE');
    await expect(completeCountryDecision(undecided, undefined)).resolves.toBe('DE');
  });
});

describe('fetchBackendCountry', () => {
  it('returns the backend country', async () => {
    await expect(fetchBackendCountry(async () => ({ countryDetails: { country: 'DE' } }))).resolves.toBe('DE');
  });

  it('treats a missing or empty country as none', async () => {
    await expect(fetchBackendCountry(async () => ({ countryDetails: { country: null } }))).resolves.toBeNull();
    await expect(fetchBackendCountry(async () => ({ countryDetails: { country: ' ' } }))).resolves.toBeNull();
    await expect(fetchBackendCountry(async () => ({ countryDetails: null }))).resolves.toBeNull();
  });

  it('treats a failure or a time-out (the backend executor has reported it) as no country', async () => {
    await expect(fetchBackendCountry(() => Promise.reject(new Error('Network issue')))).resolves.toBeNull();
    await expect(fetchBackendCountry(() => Promise.reject(new RequestTimeoutError()))).resolves.toBeNull();
  });

  it('gives the query 1.5 s', () => expect(countryTimeoutMs).toBe(1500));
});
