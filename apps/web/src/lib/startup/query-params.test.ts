import { describe, expect, it, vi } from 'vitest';
import { readStartupQuery } from './query-params';

const read = (search: string) => readStartupQuery(search, { log: { error: vi.fn() } });

describe('readStartupQuery', () => {
  it('has defaults for an empty query', () => {
    expect(read('')).toEqual({ lang: null, disableGrowthbook: false, registrationCode: null, redirectUrlIsApp: false });
  });

  it('reads a supported lang, with or without the leading ?', () => {
    expect(read('?lang=de').lang).toBe('de');
    expect(read('lang=sv').lang).toBe('sv');
  });

  it.each(['../../x', '..%2F..%2Fx', 'DE', 'DE%20', '__proto__', 'constructor', 'es', 'de'.repeat(5000)])(
    'rejects lang=%s',
    (value) => expect(read(`?lang=${value}`).lang).toBeNull(),
  );

  it('takes the first of repeated parameters', () => {
    expect(read('?lang=fr&lang=de').lang).toBe('fr');
    expect(read('?rc=FIRST&rc=SECOND').registrationCode).toBe('FIRST');
  });

  it('turns A/B testing off only for disablegb=true', () => {
    expect(read('?disablegb=true').disableGrowthbook).toBe(true);
    for (const value of ['false', 'TRUE', '1', '']) expect(read(`?disablegb=${value}`).disableGrowthbook).toBe(false);
  });

  it('reads the registration code', () => {
    expect(read('?rc=ABC-123').registrationCode).toBe('ABC-123');
    expect(read('?rc=%20ABC%20').registrationCode).toBe('ABC');
    expect(read(`?rc=${'A'.repeat(64)}`).registrationCode).toBe('A'.repeat(64));
  });

  it('drops a blank or over-long registration code', () => {
    expect(read('?rc=').registrationCode).toBeNull();
    expect(read('?rc=%20%20').registrationCode).toBeNull();
    expect(read(`?rc=${'A'.repeat(65)}`).registrationCode).toBeNull();
  });

  it('flags a redirectUrl that returns to the app', () => {
    const inner = encodeURIComponent('https://login.example/auth?redirect_uri=membersonly://callback');
    expect(read(`?redirectUrl=${inner}`).redirectUrlIsApp).toBe(true);
    expect(read(`?redirectUrl=${encodeURIComponent('javascript:alert(1)')}`).redirectUrlIsApp).toBe(false);
  });

  it('logs a redirectUrl it cannot parse', () => {
    const log = { error: vi.fn() };
    expect(readStartupQuery('?redirectUrl=http%3A%2F%2F%5B', { log }).redirectUrlIsApp).toBe(false);
    expect(log.error).toHaveBeenCalledWith('Error parsing redirectUrl', expect.any(Error));
  });
});
