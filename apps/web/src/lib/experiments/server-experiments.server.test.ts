// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { Backend } from '@/lib/server/backend-call.server';
import { evaluateExperiments } from './server-experiments.server';

const payload = readFileSync(new URL('../../../../mock-server/data/features.json', import.meta.url), 'utf8');
const attributes = { acqAnonymousId: 'e2e-visitor-e', applicationCountry: 'DE' };
const json = { headers: { 'content-type': 'application/json' } };

/** A page's backend executor that answers every fetch with `answer`. */
function pageBackend(answer: () => Promise<Response> = async () => new Response(payload, json)) {
  return { fetch: vi.fn<Backend['fetch']>(answer), report: vi.fn<Backend['report']>() };
}

// Each test has a client key of its own: GrowthBook's payload cache is per host and key.
const source = (clientKey: string) => ({ featuresHost: 'https://features.example', clientKey });

describe('evaluateExperiments', () => {
  it('evaluates the landing features for the visitor; the landing options force their own keys', async () => {
    const backend = pageBackend();
    const state = await evaluateExperiments({
      source: source('key-forced'),
      attributes,
      backend,
      // GrowthBook would take "1abc" as 1; the page's strict forcing (docs/product.md §5) does not.
      url: 'https://members.example/?landing-layout=1abc&landing-registration-flow=1',
    });
    expect(state.values['landing-layout']).toBe('right-double-column'); // e2e-visitor-e's assignment
    expect(state.values['landing-registration-flow']).toBe('default'); // forced by the page, not here
    expect(state.payload?.features).toHaveProperty('landing-layout');
    expect(state.attributes).toEqual(attributes);
    expect(backend.fetch).toHaveBeenCalledWith(
      { name: 'feature-payload' },
      'https://features.example/api/features/key-forced',
      expect.anything(),
    );
  });

  it('tells whether a URL redirect experiment on the page includes the visitor (the browser starts at once then)', async () => {
    // As the mock backend serves it: its site in the redirect's target.
    const served = payload.replaceAll('{siteUrl}', 'https://members.example');
    const backend = pageBackend(async () => new Response(served, json));
    const request = (acqAnonymousId: string, path: string) =>
      evaluateExperiments({
        source: source('key-redirect'),
        attributes: { ...attributes, acqAnonymousId },
        url: `https://members.example${path}`,
        backend,
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
    const first = pageBackend();
    const second = pageBackend();
    const request = { source: source('key-cached'), attributes, url: 'https://members.example/' };
    await evaluateExperiments({ ...request, backend: first });
    await evaluateExperiments({ ...request, backend: second });
    expect(first.fetch).toHaveBeenCalledTimes(1);
    expect(second.fetch).not.toHaveBeenCalled();
  });

  it('fetches through the executor of the page that asks, when pages ask at once', async () => {
    // GrowthBook's fetch is one for the process: a page's executor must not reach another page's fetch.
    const pages = ['key-page-a', 'key-page-b', 'key-page-c'].map((clientKey) => ({
      clientKey,
      backend: pageBackend(),
    }));
    await Promise.all(
      pages.map(({ clientKey, backend }) =>
        evaluateExperiments({ source: source(clientKey), attributes, url: 'https://members.example/', backend }),
      ),
    );
    for (const { clientKey, backend } of pages) {
      expect(backend.fetch).toHaveBeenCalledOnce();
      expect(backend.fetch.mock.calls[0]![1]).toBe(`https://features.example/api/features/${clientKey}`);
    }
  });

  it('renders the defaults and reports the failure when the features host fails', async () => {
    const backend = pageBackend(async () => new Response('down', { status: 503 }));
    const state = await evaluateExperiments({
      source: source('key-down'),
      attributes,
      url: 'https://members.example/',
      backend,
    });
    expect(state).toEqual({ payload: null, attributes, values: {}, autoExperiment: false });
    expect(backend.report).toHaveBeenCalledWith('Failed to initialize Growthbook:', expect.any(Error));
  });

  it('asks nothing when experiments are off', async () => {
    const backend = pageBackend();
    expect(await evaluateExperiments({ source: null, attributes, url: 'https://members.example/', backend })).toEqual({
      payload: null,
      attributes,
      values: {},
      autoExperiment: false,
    });
    expect(backend.fetch).not.toHaveBeenCalled();
  });
});
