import { GrowthBook, GrowthBookProvider, useGrowthBook, type TrackingCallback } from '@growthbook/growthbook-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { trackEvent } from '@/lib/analytics/track';
import { reportError } from '@/lib/error-reporting/error-reporter';
import { LandingOptionsContext } from '@/lib/landing-options';
import { anonymousId, anonymousIdKey } from './anonymous-id';
import { createGrowthBook, featureCacheSettings, initTimeoutMs } from './growthbook-options';
import { clientSidePath, contentRefreshNeededEvent } from './redirect-target';

/** How experiments reach the router, which lives below this provider. */
export interface ClientNavigation {
  navigate(path: string): void | Promise<void>;
  /** Calls the listener with the full URL after every client-side navigation. */
  subscribe(listener: (href: string) => void): () => void;
}

interface ExperimentsProviderProps {
  featuresHost: string | null;
  clientKey: string | null;
  /** `disablegb=true`: no experiments, no feature request at all. */
  disabled: boolean;
  country: string;
  /** Stable for the app's lifetime (the first one is kept). */
  navigation: ClientNavigation;
  children: ReactNode;
}

// SPEC.md §3: the assign-experiment event, through the analytics queue (it waits for consent).
const trackAssignment: TrackingCallback = (experiment, result) =>
  trackEvent('assign_experiment', {
    experiment_id: experiment.key,
    variation_id: result.key,
    acq_anonymous_id: result.hashAttribute === anonymousIdKey ? result.hashValue : undefined,
  });

/**
 * A/B experiments with GrowthBook (SPEC.md §4, §7.5, §9), and the landing-page options they
 * decide. The loading flag starts true and turns false after initialisation (or once a redirect
 * experiment has navigated), and on failure: variant areas keep their space until then.
 */
export function ExperimentsProvider({
  featuresHost,
  clientKey,
  disabled,
  country,
  navigation,
  children,
}: ExperimentsProviderProps) {
  const source = !disabled && featuresHost && clientKey ? { featuresHost, clientKey } : null;
  const enabled = source !== null;
  const [loading, setLoading] = useState(enabled);
  const started = useRef(false);

  const [growthbook] = useState(() =>
    source
      ? createGrowthBook({
          ...source,
          trackingCallback: trackAssignment,
          navigate: async (url) => {
            const path = clientSidePath(url, window.location.href);
            if (path === null) return window.location.replace(url);
            try {
              await navigation.navigate(path);
              window.dispatchEvent(new Event(contentRefreshNeededEvent));
            } catch (error) {
              console.error('Redirect experiment failed:', error);
            }
            setLoading(false);
          },
        })
      : new GrowthBook({ enabled: false }),
  );

  useEffect(() => {
    if (!enabled) return;
    void growthbook.setAttributes({ acqAnonymousId: anonymousId(window.localStorage), applicationCountry: country });
  }, [enabled, growthbook, country]);

  useEffect(() => {
    if (!enabled) return;
    return navigation.subscribe((href) => void growthbook.setURL(href));
  }, [enabled, growthbook, navigation]);

  useEffect(() => {
    if (!enabled || started.current) return;
    started.current = true;
    // The URL carries forced variations (`?<experiment-key>=<index>`), e.g. from the split generator.
    void growthbook.setURL(window.location.href);
    growthbook
      .init({ timeout: initTimeoutMs, streaming: true, cacheSettings: featureCacheSettings })
      .then((result) => {
        if (!result.success) reportError('Failed to initialize Growthbook:', result.error ?? new Error(result.source));
        // A redirect experiment ends the loading state itself, once it has navigated.
        if (!result.success || !growthbook.getRedirectUrl()) setLoading(false);
      })
      .catch((error: unknown) => {
        reportError('Failed to initialize Growthbook:', error);
        setLoading(false);
      });
  }, [enabled, growthbook]);

  return (
    <GrowthBookProvider growthbook={growthbook}>
      <LandingOptionsFromFeatures loading={loading}>{children}</LandingOptionsFromFeatures>
    </GrowthBookProvider>
  );
}

function LandingOptionsFromFeatures({ loading, children }: { loading: boolean; children: ReactNode }) {
  const growthbook = useGrowthBook(); // re-renders when features arrive or change
  const source = { featureValue: (key: string) => growthbook.getFeatureValue(key, null), isLoading: loading };
  return <LandingOptionsContext value={source}>{children}</LandingOptionsContext>;
}
