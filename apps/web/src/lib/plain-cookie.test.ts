import { describe, expect, it } from 'vitest';
import { overHttps, plainCookie, plainValue } from './plain-cookie';

describe('plainCookie', () => {
  const cookie = plainCookie('acq_test', { httpOnly: true });

  it('writes the value as it is, URL-encoded, not in React Router’s base64 JSON', async () => {
    expect(await cookie.serialize('jülia+1@example.com')).toBe(
      'acq_test=j%C3%BClia%2B1%40example.com; Path=/; HttpOnly; SameSite=Lax',
    );
  });

  it('reads what others wrote plain, and nothing from a malformed or empty value', async () => {
    expect(await plainValue(cookie, 'a=1; acq_test=j%C3%BClia%2B1%40example.com')).toBe('jülia+1@example.com');
    expect(await plainValue(cookie, 'acq_test=dev-admin-token')).toBe('dev-admin-token');
    expect(await plainValue(cookie, 'acq_test=%E0%A4%A')).toBeNull();
    expect(await plainValue(cookie, 'acq_test=')).toBeNull();
    expect(await plainValue(cookie, undefined)).toBeNull();
  });
});

describe('overHttps', () => {
  it('tells a request or page that came over HTTPS', () => {
    expect(overHttps('https://site.test/de')).toBe(true);
    expect(overHttps(new URL('http://site.test/de'))).toBe(false);
  });
});
