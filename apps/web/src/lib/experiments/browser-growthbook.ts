import type { GrowthBook, TrackingCallback } from '@growthbook/growthbook-react';
import { reportError } from '@/lib/error-reporting/error-reporter';
import { withoutForcingKeys } from '@/lib/experiments/landing-options';
import { trackEvent } from '@/lib/analytics/track';
import { anonymousIdKey, type ExperimentsState } from './experiments-state';
import { createGrowthBook, featureCacheSettings, initTimeoutMs } from './growthbook-options';

export interface BrowserGrowthBookOptions {
  source: { featuresHost: string; clientKey: string };
  state: ExperimentsState;
  navigate: (url: string) => void | Promise<void>;
}

// docs/product.md §3: the assign-experiment event, through the analytics queue (it waits for consent).
const trackingCallback: TrackingCallback = (experiment, result) =>
  trackEvent('assign_experiment', {
    experiment_id: experiment.key,
    variation_id: result.key,
    acq_anonymous_id: result.hashAttribute === anonymousIdKey ? result.hashValue : undefined,
  });

/**
 * GrowthBook in the browser, loaded when the page needs it (see ExperimentsProvider): it starts
 * from the server's payload and attributes (the same assignments, no second request for the
 * payload), keeps the stream the features host offers for changes, tracks assignments when
 * features are evaluated and runs redirect experiments. Without a payload from the server it
 * fetches one itself.
 */
export function startBrowserGrowthBook({ source, state, navigate }: BrowserGrowthBookOptions): {
  growthbook: GrowthBook;
  ready: Promise<unknown>;
  /** Follows the page's address (without the keys that force a feature's value). */
  follow: (href: string) => void;
} {
  const growthbook = createGrowthBook({
    ...source,
    trackingCallback,
    navigate,
    attributes: { ...state.attributes },
    url: withoutForcingKeys(window.location.href),
  });
  const follow = (href: string) => void growthbook.setURL(withoutForcingKeys(href));
  if (state.payload) {
    growthbook.initSync({ payload: state.payload, streaming: true });
    return { growthbook, ready: Promise.resolve(), follow };
  }
  const ready = growthbook
    .init({ timeout: initTimeoutMs, streaming: true, cacheSettings: featureCacheSettings })
    .then((result) => {
      if (!result.success) reportError('Failed to initialize Growthbook:', result.error ?? new Error(result.source));
    })
    .catch((error: unknown) => reportError('Failed to initialize Growthbook:', error));
  return { growthbook, ready, follow };
}
