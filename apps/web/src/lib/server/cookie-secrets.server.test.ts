import { describe, expect, it, vi } from 'vitest';
import { runtimeDefaultsFromEnv } from '../../../server/runtime-defaults';
import { cookieSecretsFromEnv, developmentCookieSecret } from './cookie-secrets.server';

describe('cookieSecretsFromEnv', () => {
  it('takes the secrets from ACQ_COOKIE_SECRET, the newest first, and keeps them out of the runtime settings', () => {
    const env = { ACQ_COOKIE_SECRET: 'new-secret, old-secret', NODE_ENV: 'production' };
    expect(cookieSecretsFromEnv(env, { warn: vi.fn() })).toEqual(['new-secret', 'old-secret']);
    expect(JSON.stringify(runtimeDefaultsFromEnv(env))).not.toContain('secret');
  });

  it('signs with the development secret without one, which a production server warns about', () => {
    const warn = vi.fn();
    expect(cookieSecretsFromEnv({ NODE_ENV: 'development' }, { warn })).toEqual([developmentCookieSecret]);
    expect(warn).not.toHaveBeenCalled();
    expect(cookieSecretsFromEnv({ NODE_ENV: 'production', ACQ_COOKIE_SECRET: ' ' }, { warn })).toEqual([
      developmentCookieSecret,
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ACQ_COOKIE_SECRET is not set'));
  });
});
