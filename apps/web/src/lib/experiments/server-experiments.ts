import { configureCache, GrowthBook } from '@growthbook/growthbook-react';
import { evaluatedFeatureKeys, type ExperimentAttributes, type ExperimentsState } from './experiments-state';
import { withoutForcingKeys } from '@/lib/landing-features';
import { featureCacheSettings } from './growthbook-options';

// The server keeps the payload in GrowthBook's in-memory cache: fresh for a minute, then served
// while it is fetched again in the background (no stream on the server).
configureCache({ ...featureCacheSettings, backgroundSync: false });

// A page waits this long at most for a features host that does not answer; only the first
// request after a start or an expiry waits at all.
const serverInitTimeoutMs = 1500;

export interface ExperimentsRequest {
  source: { featuresHost: string; clientKey: string } | null;
  attributes: ExperimentAttributes;
  /**
   * The page's URL: it carries forced variations (`?<experiment-key>=<index>`). The landing
   * options' keys are forced by the page itself (lib/landing-options.ts), strictly and in their
   * declared order, so GrowthBook does not see them.
   */
  url: string;
  /** Where a failure goes: the server's error reporter (`reportServerError`), not only its console. */
  report: (message: string, error: unknown) => void;
}

/**
 * Evaluates the features the pages show, for one visitor, with GrowthBook's SDK. Nothing is tracked
 * here: assignments are tracked once, in the browser, after consent.
 */
export async function evaluateExperiments({
  source,
  attributes,
  url,
  report,
}: ExperimentsRequest): Promise<ExperimentsState> {
  if (!source) return { payload: null, attributes, values: {}, autoExperiment: false };
  const growthbook = new GrowthBook({
    apiHost: source.featuresHost,
    clientKey: source.clientKey,
    attributes,
    url: withoutForcingKeys(url),
  });
  try {
    const result = await growthbook.init({ timeout: serverInitTimeoutMs });
    if (!result.success) {
      report('Failed to initialize Growthbook:', result.error ?? new Error(result.source));
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
