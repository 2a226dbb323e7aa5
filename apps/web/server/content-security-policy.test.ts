import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  contentSecurityPolicy,
  cspSourcesFromEnv,
  inlineSourcesOf,
  tagManagerSources,
} from './content-security-policy';
import { runtimeDefaultsFromEnv } from './runtime-defaults';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineSourcesOf', () => {
  it('hashes each inline script and style once, as the browser does; scripts with a src are not inline', () => {
    const html =
      '<style>p{color:red}</style><script>a()</script><script type="module" async="">import "/x.js";</script>' +
      '<script src="/assets/y.js"></script><script>a()</script>';
    expect(inlineSourcesOf(html)).toEqual({
      scripts: [hash('a()'), hash('import "/x.js";')],
      styles: [hash('p{color:red}')],
    });
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({ cspSources: { script: ['https://cmp.example'], connect: [], img: [] } });

  it('allows the given inline sources, what they load, and nothing inline besides', () => {
    const header = policy({ scripts: ["'sha256-abc'"], styles: [] });
    expect(header).toContain("script-src 'sha256-abc' 'strict-dynamic' 'self' https://cmp.example;");
    expect(header).toContain("script-src-attr 'none'");
    expect(header).toContain("style-src 'self';");
    expect(header).toContain("require-trusted-types-for 'script'; trusted-types acq-third-party-scripts default;");
    expect(header).not.toMatch(/unsafe/);
  });
});

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
