import { AsyncLocalStorage } from 'node:async_hooks';
import { configureCache, GrowthBook, setPolyfills } from '@growthbook/growthbook-react';
import type { Backend } from '@/lib/server/backend-call.server';
import type { ExperimentAttributes, ExperimentsState } from './experiments-state';
import { formFinishedInPopupFeature, landingFeatureValues, withoutForcingKeys } from './landing-options';
import { featureCacheSettings } from './growthbook-options';

/** The features the server evaluates for every page, so the browser can render what it rendered. */
const evaluatedFeatureKeys: readonly string[] = [...Object.keys(landingFeatureValues), formFinishedInPopupFeature];

// The server keeps the payload in GrowthBook's in-memory cache: fresh for a minute, then served
// while it is fetched again in the background (no stream on the server).
configureCache({ ...featureCacheSettings, backgroundSync: false });

// GrowthBook's SDK fetches through one polyfill for the whole process, and pages share its
// fetches (one in flight per payload, the background fetch of a stale one). So the polyfill takes
// the backend executor of the page that starts a fetch from that page's async context: a variable
// set per page would lend one page's correlation id to another page's fetch.
const pageBackend = new AsyncLocalStorage<Backend>();
setPolyfills({
  fetch: (input: RequestInfo | URL, init?: RequestInit) => {
    const backend = pageBackend.getStore();
    // Outside a page's init (no stream, no polling on the server) a fetch would escape the executor.
    if (!backend) return Promise.reject(new Error('The feature payload is fetched for a page only'));
    return backend.fetch({ name: 'feature-payload' }, input, init);
  },
});

// A page waits this long at most for a features host that does not answer; only the first
// request after a start or an expiry waits at all. The fetch itself goes on (with the backend's
// time-out), so the payload it brings is cached for the pages after.
const serverInitTimeoutMs = 1500;

export interface ExperimentsRequest {
  source: { featuresHost: string; clientKey: string } | null;
  attributes: ExperimentAttributes;
  /**
   * The page's URL: it carries forced variations (`?<experiment-key>=<index>`). The landing
   * options' keys are forced by the page itself (`forcedFeatureValues`, ./landing-options.ts),
   * strictly and in their declared order, so GrowthBook does not see them.
   */
  url: string;
  /** The page's backend executor: the payload's fetch goes through it, a failure is reported by it. */
  backend: Backend;
}

/**
 * Evaluates the features the pages show, for one visitor, with GrowthBook's SDK. Nothing is tracked
 * here: assignments are tracked once, in the browser, after consent.
 */
export async function evaluateExperiments({
  source,
  attributes,
  url,
  backend,
}: ExperimentsRequest): Promise<ExperimentsState> {
  if (!source) return { payload: null, attributes, values: {}, autoExperiment: false };
  const growthbook = new GrowthBook({
    apiHost: source.featuresHost,
    clientKey: source.clientKey,
    attributes,
    url: withoutForcingKeys(url),
  });
  try {
    const result = await pageBackend.run(backend, () => growthbook.init({ timeout: serverInitTimeoutMs }));
    if (!result.success) {
      // The page renders without its experiments (docs/product.md §8), whatever the fetch's own report said.
      backend.report('Failed to initialize Growthbook:', result.error ?? new Error(result.source));
      return { payload: null, attributes, values: {}, autoExperiment: false };
    }
    // GrowthBook ran the payload's auto experiments (URL redirects) for this URL and visitor when
    // it took the payload; no feature has been read yet, so every result so far is one of theirs.
    const autoExperiment = [...growthbook.getAllResults().values()].some(({ result }) => result.inExperiment);
    const values = Object.fromEntries(evaluatedFeatureKeys.map((key) => [key, growthbook.getFeatureValue(key, null)]));
    return { payload: growthbook.getPayload(), attributes, values, autoExperiment };
  } finally {
    growthbook.destroy();
  }
}
