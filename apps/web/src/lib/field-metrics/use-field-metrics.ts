import { useEffect } from 'react';
import { useMatches } from 'react-router';
import type { ExperimentsState } from '@/lib/experiments/experiments-state';
import { forcedFeatureValues } from '@/lib/experiments/landing-features';
import { whenIdle } from '@/lib/when-idle';

/**
 * The feature values a page rendered that differ from the features' defaults, `key=value,…`: forced
 * by its address (unless experiments are off), else the experiments'. Read without evaluating a
 * feature (which would count as an experiment exposure).
 */
export function variantOf(
  { values, payload }: Pick<ExperimentsState, 'values' | 'payload'>,
  forced: Map<string, unknown>,
): string {
  const chosen = Object.keys({ ...values, ...Object.fromEntries(forced) })
    .map((key) => [key, forced.has(key) ? forced.get(key) : values[key]] as const)
    .filter(([key, value]) => value !== null && value !== (payload?.features?.[key]?.defaultValue ?? null))
    .map(([key, value]) => `${key}=${String(value)}`);
  return chosen.length > 0 ? chosen.sort().join(',').slice(0, 160) : 'default';
}

/**
 * Field measurements of real visits: once the page is idle after hydration, web-vitals loads (not
 * with the page) and reports this page load's vitals with its route, language and variant.
 */
export function useFieldMetrics({
  experiments,
  lang,
  experimentsOff,
}: {
  experiments: ExperimentsState;
  lang: string;
  experimentsOff: boolean;
}): void {
  const page = useMatches().at(-1)?.id ?? 'unknown';
  useEffect(
    () =>
      whenIdle(() => {
        const forced = experimentsOff ? new Map() : forcedFeatureValues(new URLSearchParams(window.location.search));
        const facts = { page, lang, variant: variantOf(experiments, forced) };
        void import('./report-web-vitals').then(({ reportWebVitals }) => {
          reportWebVitals(facts);
          // Like `data-hydrated`: from here on the visit is measured, also if the visitor leaves at once.
          document.documentElement.setAttribute('data-field-metrics', '');
        });
      }),
    [], // eslint-disable-line react-hooks/exhaustive-deps -- the page load's first page, once
  );
}
