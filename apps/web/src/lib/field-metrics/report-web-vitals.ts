import type { Metric } from 'web-vitals';
import type { INPMetricWithAttribution } from 'web-vitals/attribution';
import { onINP } from 'web-vitals/attribution/onINP.js';
import { onCLS } from 'web-vitals/onCLS.js';
import { onFCP } from 'web-vitals/onFCP.js';
import { onLCP } from 'web-vitals/onLCP.js';
import { onTTFB } from 'web-vitals/onTTFB.js';
import { inpAttributionLabels, interactionTargetLabel } from './inp-attribution';
import { vitalsPath } from './vitals-path';

// In web-vitals' chunk, not a chunk of its own: what a visit's measurements are grouped by.
export { visitVariant } from './visit-variant';

/** What a visit's measurements are grouped by: nothing of the visitor, nothing of the address. */
export interface VisitFacts {
  /** The route of the page the visit came to (React Router's route id). */
  page: string;
  lang: string;
  /** The landing options the page rendered that differ from their defaults, `option=value,…`. */
  variant: string;
}

/**
 * Reports the web vitals of this page load (web-vitals: LCP, INP, CLS, TTFB, FCP) to the server,
 * which counts them in /metrics, with how the page came (web-vitals' navigation type: a page restored
 * from the back/forward cache shows other figures; the rating is left out, as the server's buckets
 * hold every threshold), and INP with its culprit (`inp-attribution.ts`: the target's label, pointer
 * or keyboard, the longest phase). Each metric's latest value waits for the page to be hidden, then
 * they leave together in one beacon, as web-vitals advises (a closing tab still sends it). Started
 * late, it still sees the whole load: web-vitals reads the browser's buffered entries.
 */
export function reportWebVitals(
  facts: VisitFacts,
  send: (body: string) => boolean = (body) => navigator.sendBeacon(vitalsPath, body),
): void {
  const latest = new Map<string, Metric | INPMetricWithAttribution>();
  const keep = (metric: Metric) => latest.set(metric.name, metric);
  // Every change is kept, not only the final values web-vitals reports when the page is hidden: an
  // interaction it has not processed yet by then (a slow phone, a visitor who leaves at once) comes
  // after that final report, and would be lost. Only the latest value per metric leaves.
  for (const observe of [onLCP, onCLS, onTTFB, onFCP]) observe(keep, { reportAllChanges: true });
  // The attribution build's INP only, each metric from its own module: the standard build's shared
  // code once, and none of the other metrics' attribution (docs/operations.md has the bytes).
  onINP(keep, { reportAllChanges: true, generateTarget: interactionTargetLabel, includeProcessedEventEntries: false });
  const flush = () => {
    if (latest.size === 0) return;
    const vitals = [...latest.values()].map((metric) => ({
      name: metric.name,
      value: metric.value,
      navigation: metric.navigationType,
      ...facts,
      ...('attribution' in metric && { attribution: inpAttributionLabels(metric.attribution) }),
    }));
    send(JSON.stringify(vitals));
    latest.clear();
  };
  // After web-vitals' own listeners have reported the final LCP, INP and CLS of the hidden page.
  const flushSoon = () => queueMicrotask(flush);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flushSoon());
  window.addEventListener('pagehide', flushSoon);
}
