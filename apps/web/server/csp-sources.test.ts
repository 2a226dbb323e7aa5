import { describe, expect, it, vi } from 'vitest';
import { cspSourcesFromEnv, tagManagerSources } from './csp-sources';
import { runtimeDefaultsFromEnv } from './runtime-defaults';

const quiet = () => ({ error: vi.fn() });

describe('cspSourcesFromEnv', () => {
  it('opens nothing for a tag manager without a container id', () => {
    const sources = cspSourcesFromEnv(runtimeDefaultsFromEnv({}), {}, quiet());
    expect(sources).toEqual({
      script: ['http://127.0.0.1:4000'], // the consent stand-in
      connect: ['http://127.0.0.1:4000'],
      img: [],
    });
    expect(JSON.stringify(sources)).not.toMatch(/google/);
  });

  it('allows what Tag Manager with GA4 needs once a container id is configured: its collection endpoints too', () => {
    const sources = cspSourcesFromEnv(runtimeDefaultsFromEnv({ ACQ_GTM_CONTAINER_ID: 'GTM-ABC123' }), {}, quiet());
    expect(sources.script).toContain('https://*.googletagmanager.com');
    expect(sources.connect).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']),
    );
    expect(sources.img).toEqual(tagManagerSources.img);
  });

  it('opens nothing for an invalid container id, which loads no tag manager', () => {
    const sources = cspSourcesFromEnv(runtimeDefaultsFromEnv({ ACQ_GTM_CONTAINER_ID: 'gtm_abc' }), {}, quiet());
    expect(JSON.stringify(sources)).not.toMatch(/google/);
  });

  it('takes each directive’s origins from the environment, replacing the default', () => {
    const env = {
      ACQ_GTM_CONTAINER_ID: 'GTM-ABC123',
      ACQ_CSP_CONNECT_ORIGINS: 'https://*.google-analytics.com https://collect.example.com:8443/g/',
      ACQ_CSP_IMG_ORIGINS: '',
      ACQ_CSP_SCRIPT_ORIGINS: 'https://www.googletagmanager.com,https://tags.example.com',
    };
    const sources = cspSourcesFromEnv(runtimeDefaultsFromEnv(env), env, quiet());
    expect(sources.connect).toEqual([
      'http://127.0.0.1:4000',
      'https://*.google-analytics.com',
      'https://collect.example.com:8443/g/',
    ]);
    expect(sources.img).toEqual([]);
    expect(sources.script).toEqual([
      'http://127.0.0.1:4000',
      'https://www.googletagmanager.com',
      'https://tags.example.com',
    ]);
  });

  it('refuses anything that is not an origin: keywords, other directives, schemes alone', () => {
    const log = quiet();
    const env = {
      ACQ_CSP_SCRIPT_ORIGINS: "'unsafe-inline' https://ok.example https://x.example;script-src * data: https:",
    };
    const sources = cspSourcesFromEnv(runtimeDefaultsFromEnv({}), env, log);
    expect(sources.script).toEqual(['http://127.0.0.1:4000', 'https://ok.example']);
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining("'unsafe-inline'"));
  });
});
