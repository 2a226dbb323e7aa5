import { describe, expect, it, vi } from 'vitest';
import { redirectUrlReturnsToApp } from './redirect-url';

const check = (value: string | null | undefined, appScheme?: string) => {
  const log = { error: vi.fn() };
  return { result: redirectUrlReturnsToApp(value, { log, ...(appScheme ? { appScheme } : {}) }), log };
};

describe('redirectUrlReturnsToApp', () => {
  it.each([
    'https://login.example/authorize?client_id=a&redirect_uri=membersonly://callback',
    'https://login.example/authorize?redirect_uri=MembersOnly%3A%2F%2Fcallback',
    '/authorize?redirect_uri=membersonly://callback',
    encodeURIComponent('https://login.example/authorize?redirect_uri=membersonly://callback'),
  ])('is true when the inner redirect_uri uses the app scheme: %s', (value) => {
    const { result, log } = check(value);
    expect(result).toBe(true);
    expect(log.error).not.toHaveBeenCalled();
  });

  it.each([
    null,
    undefined,
    '',
    'https://login.example/authorize',
    'https://login.example/authorize?redirect_uri=https://shop.example',
    'https://login.example/authorize?redirect=membersonly://callback',
    'membersonly://callback',
    'javascript:alert(document.cookie)',
    'javascript:alert(1)//?redirect_uri=javascript:alert(1)',
    'https://login.example/?redirect_uri=' + 'x'.repeat(100000),
  ])('is false otherwise: %s', (value) => {
    const { result, log } = check(value);
    expect(result).toBe(false);
    expect(log.error).not.toHaveBeenCalled();
  });

  it.each(['https%3A%2F%2Flogin.example%E0%A4%A', 'http://['])('logs a value it cannot parse: %s', (value) => {
    const { result, log } = check(value);
    expect(result).toBe(false);
    expect(log.error).toHaveBeenCalledWith('Error parsing redirectUrl', expect.any(Error));
  });

  it('takes another app scheme', () => {
    expect(check('https://a.example/?redirect_uri=otherapp://x', 'otherapp://').result).toBe(true);
    expect(check('https://a.example/?redirect_uri=membersonly://x', 'otherapp://').result).toBe(false);
  });

  it('only ever returns a flag, never something to navigate to', () => {
    expect(typeof check('https://evil.example/?redirect_uri=membersonly://x').result).toBe('boolean');
  });
});
