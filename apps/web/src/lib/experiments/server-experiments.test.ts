// @vitest-environment node
import { readFileSync } from 'node:fs';
import { setPolyfills } from '@growthbook/growthbook-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { evaluateExperiments } from './server-experiments';

const payload = readFileSync(new URL('../../../../mock-server/data/features.json', import.meta.url), 'utf8');
const attributes = { acqAnonymousId: 'e2e-visitor-e', applicationCountry: 'DE' };
const report = () => {};

// Each test has a client key of its own: GrowthBook's payload cache is per host and key.
const source = (clientKey: string) => ({ featuresHost: 'https://features.example', clientKey });

// GrowthBook takes its fetch from its polyfills, not from the global at call time.
afterEach(() => setPolyfills({ fetch: globalThis.fetch.bind(globalThis) }));

describe('evaluateExperiments', () => {
  it('evaluates the landing features for the visitor; the landing options force their own keys', async () => {
    const fetch = vi.fn(async () => new Response(payload, { headers: { 'content-type': 'application/json' } }));
    setPolyfills({ fetch });
    const state = await evaluateExperiments({
      source: source('key-forced'),
      attributes,
      report,
      // GrowthBook would take "1abc" as 1; the page's strict forcing (docs/product.md §5) does not.
      url: 'https://members.example/?landing-layout=1abc&landing-registration-flow=1',
    });
    expect(state.values['landing-layout']).toBe('right-double-column'); // e2e-visitor-e's assignment
    expect(state.values['landing-registration-flow']).toBe('default'); // forced by the page, not here
    expect(state.payload?.features).toHaveProperty('landing-layout');
    expect(state.attributes).toEqual(attributes);
  });

  it('tells whether a URL redirect experiment on the page includes the visitor (the browser starts at once then)', async () => {
    // As the mock backend serves it: its site in the redirect's target.
    const served = payload.replaceAll('{siteUrl}', 'https://members.example');
    const fetch = vi.fn(async () => new Response(served, { headers: { 'content-type': 'application/json' } }));
    setPolyfills({ fetch });
    const request = (acqAnonymousId: string, path: string) =>
      evaluateExperiments({
        source: source('key-redirect'),
        attributes: { ...attributes, acqAnonymousId },
        url: `https://members.example${path}`,
        report,
      });
    // The mock's redirect experiment: e2e-visitor-redirect, from /membership-interest.
    expect((await request('e2e-visitor-redirect', '/membership-interest')).autoExperiment).toBe(true);
    expect((await request('e2e-visitor-redirect', '/about-us')).autoExperiment).toBe(false);
    expect((await request('e2e-visitor-e', '/membership-interest')).autoExperiment).toBe(false);
    // The landing page's experiments are features: they wait for the visitor.
    const landing = await request('e2e-visitor-e', '/');
    expect(landing.autoExperiment).toBe(false);
    expect(landing.values['landing-layout']).toBe('right-double-column');
  });

  it('keeps the payload between requests', async () => {
    const fetch = vi.fn(async () => new Response(payload, { headers: { 'content-type': 'application/json' } }));
    setPolyfills({ fetch });
    const request = { source: source('key-cached'), attributes, url: 'https://members.example/', report };
    await evaluateExperiments(request);
    await evaluateExperiments(request);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('renders the defaults and reports the failure when the features host fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    const failures = vi.fn();
    const state = await evaluateExperiments({
      source: source('key-down'),
      attributes,
      url: 'https://members.example/',
      report: failures,
    });
    expect(state).toEqual({ payload: null, attributes, values: {}, autoExperiment: false });
    expect(failures).toHaveBeenCalledWith('Failed to initialize Growthbook:', expect.any(Error));
  });

  it('asks nothing when experiments are off', async () => {
    const fetch = vi.fn();
    setPolyfills({ fetch });
    expect(await evaluateExperiments({ source: null, attributes, url: 'https://members.example/', report })).toEqual({
      payload: null,
      attributes,
      values: {},
      autoExperiment: false,
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
