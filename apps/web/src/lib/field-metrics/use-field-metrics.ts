import { useEffect } from 'react';
import { useMatches } from 'react-router';
import type { ExperimentsState } from '@/lib/experiments/experiments-state';
import { whenIdle } from '@/lib/when-idle';

/**
 * Field measurements of real visits: once the page is idle after hydration, web-vitals loads (not
 * with the page) and reports this page load's vitals with its route, language and variant
 * (`visit-variant.ts`).
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
        const search = window.location.search;
        // With web-vitals, not with the page: the landing options' declared values it reads are no small part.
        void import('./report-web-vitals').then(({ reportWebVitals, visitVariant }) => {
          reportWebVitals({ page, lang, variant: visitVariant(experiments, experimentsOff, search) });
          // Like `data-hydrated`: from here on the visit is measured, also if the visitor leaves at once.
          document.documentElement.setAttribute('data-field-metrics', '');
        });
      }),
    [], // eslint-disable-line react-hooks/exhaustive-deps -- the page load's first page, once
  );
}
