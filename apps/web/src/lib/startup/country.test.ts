import { describe, expect, it, vi } from 'vitest';
import {
  countryOfHostname,
  countryOfTimeZone,
  fetchBackendCountry,
  isSupportedCountry,
  resolveCountry,
  supportedCountries,
} from './country';

describe('supportedCountries', () => {
  it('holds the 27 countries of SPEC.md §3 once each', () => {
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

describe('resolveCountry', () => {
  const elsewhere = { hostname: 'shop.com', timeZone: 'America/New_York' };

  it('uses a supported backend country first', () => {
    expect(resolveCountry({ backendCountry: 'AT', hostname: 'shop.fr', timeZone: 'Europe/Rome' })).toBe('AT');
  });

  it('normalises the backend value', () => {
    expect(resolveCountry({ ...elsewhere, backendCountry: ' nl ' })).toBe('NL');
  });

  it('skips the domain when the backend named an unsupported country, but still asks the time zone', () => {
    expect(resolveCountry({ backendCountry: 'US', hostname: 'shop.fr', timeZone: 'Europe/Vienna' })).toBe('AT');
    expect(resolveCountry({ backendCountry: '__proto__', hostname: 'shop.fr', timeZone: 'Europe/Vienna' })).toBe('AT');
    expect(resolveCountry({ backendCountry: 'US', hostname: 'shop.fr', timeZone: 'Etc/UTC' })).toBe('DE');
  });

  it('uses the domain when the backend gave no country', () => {
    expect(resolveCountry({ backendCountry: null, hostname: 'shop.fr', timeZone: 'Europe/Vienna' })).toBe('FR');
    expect(resolveCountry({ backendCountry: undefined, hostname: 'shop.pl', timeZone: null })).toBe('PL');
    expect(resolveCountry({ backendCountry: '  ', hostname: 'shop.fr', timeZone: null })).toBe('FR');
  });

  it('passes over an unsupported or missing domain country to the time zone', () => {
    expect(resolveCountry({ backendCountry: null, hostname: 'shop.co.uk', timeZone: 'Europe/Rome' })).toBe('IT');
    expect(resolveCountry({ backendCountry: null, hostname: 'shop.com', timeZone: 'Europe/Rome' })).toBe('IT');
    expect(resolveCountry({ backendCountry: null, hostname: 'localhost', timeZone: 'Europe/Stockholm' })).toBe('SE');
  });

  it('falls back to DE when nothing applies', () => {
    expect(resolveCountry({ backendCountry: null, hostname: 'shop.us', timeZone: 'America/New_York' })).toBe('DE');
    expect(resolveCountry({ backendCountry: null, hostname: '', timeZone: undefined })).toBe('DE');
    expect(resolveCountry({ backendCountry: 'X'.repeat(100000), ...elsewhere })).toBe('DE');
  });
});

describe('fetchBackendCountry', () => {
  const quietLog = () => ({ error: vi.fn() });

  it('returns the backend country', async () => {
    const log = quietLog();
    await expect(fetchBackendCountry(async () => ({ countryDetails: { country: 'DE' } }), log)).resolves.toBe('DE');
    expect(log.error).not.toHaveBeenCalled();
  });

  it('treats a missing or empty country as none', async () => {
    await expect(fetchBackendCountry(async () => ({ countryDetails: { country: null } }))).resolves.toBeNull();
    await expect(fetchBackendCountry(async () => ({ countryDetails: { country: ' ' } }))).resolves.toBeNull();
    await expect(fetchBackendCountry(async () => ({ countryDetails: null }))).resolves.toBeNull();
  });

  it('logs a failure and treats it as no country', async () => {
    const log = quietLog();
    const failure = new Error('Network issue');
    await expect(fetchBackendCountry(() => Promise.reject(failure), log)).resolves.toBeNull();
    expect(log.error).toHaveBeenCalledWith(expect.any(String), failure);
  });
});
