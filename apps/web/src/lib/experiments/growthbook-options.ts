import { configureCache, GrowthBook, type CacheSettings, type TrackingCallback } from '@growthbook/growthbook-react';

/** docs/product.md §9's feature cache: the payload is reused for a minute, kept four hours at most. */
export const featureCacheSettings: CacheSettings = {
  cacheKey: 'gbFeaturesCache',
  staleTTL: 60_000,
  maxAge: 4 * 60 * 60 * 1000,
  maxEntries: 10,
  backgroundSync: true,
  disableIdleStreams: false,
  idleStreamInterval: 20_000, // streams close after 20 s in a hidden tab
  disableCache: false,
};

/** docs/product.md §7.5 and §9. */
export const initTimeoutMs = 5000;
export const redirectDelayMs = 100;
export const maxTrackingWaitMs = 1000;

export interface GrowthBookConfig {
  featuresHost: string;
  clientKey: string;
  trackingCallback: TrackingCallback;
  /** Redirect experiments navigate with this, after the delay and the tracking call. */
  navigate: (url: string) => void | Promise<void>;
  /** A delay the context supplies for redirects; 100 ms otherwise. */
  navigateDelay?: number;
  /** The server's attributes: the same visitor gets the same variations. */
  attributes: Record<string, string>;
  /** The page's URL for URL targeting and forcing (without the keys the landing options force). */
  url: string;
}

/** The browser's GrowthBook instance. */
export function createGrowthBook(config: GrowthBookConfig): GrowthBook {
  configureCache(featureCacheSettings);
  return new GrowthBook({
    apiHost: config.featuresHost,
    clientKey: config.clientKey,
    trackingCallback: config.trackingCallback,
    navigate: config.navigate,
    navigateDelay: config.navigateDelay ?? redirectDelayMs,
    maxNavigateDelay: maxTrackingWaitMs,
    attributes: config.attributes,
    url: config.url,
  });
}
