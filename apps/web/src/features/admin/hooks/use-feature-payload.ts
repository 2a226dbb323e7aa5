import { useEffect, useState } from 'react';
import { useRuntimeSettings } from '@/lib/runtime-settings-context';
import { experimentsOf, type Experiment } from '../experiments';

export type FeaturePayloadState =
  | { status: 'notConfigured' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; experiments: Experiment[] };

/** The experiments of the feature payload at `{featuresHost}/api/features/{featuresClientKey}`. */
export function useExperiments(): FeaturePayloadState {
  const { featuresHost, featuresClientKey } = useRuntimeSettings();
  const url = featuresHost && featuresClientKey ? `${featuresHost}/api/features/${featuresClientKey}` : null;
  const [state, setState] = useState<{ url: string; result: FeaturePayloadState } | null>(null);

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    fetch(url, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP error: ${response.status}`);
        return experimentsOf(await response.json());
      })
      .then(
        (experiments) => setState({ url, result: { status: 'loaded', experiments } }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Could not load the feature payload:', error);
          setState({ url, result: { status: 'failed' } });
        },
      );
    return () => controller.abort();
  }, [url]);

  if (!url) return { status: 'notConfigured' };
  return state?.url === url ? state.result : { status: 'loading' };
}
