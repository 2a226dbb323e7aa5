import express, { type RequestHandler, type Router } from 'express';
import type { Logger } from 'pino';
import { Histogram } from 'prom-client';
import * as z from 'zod';
import { isLocale } from '@acq/locales';
import { routeTable } from '../src/app/route-table';
import { vitalsPath } from '../src/lib/field-metrics/vitals-path';
import { forceableFeatureValues } from '../src/lib/experiments/landing-options';
import { boundedLabel } from './bounded-label';
import { inpAttributionRecorder, inpAttributionSchema } from './inp-attribution';
import { registry } from './metrics';

// A visit sends a handful of metrics in one or two beacons of a few hundred bytes.
const maxBodyBytes = 8 * 1024;
const metricsPerMinute = 6000;
const navigationTypes = ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore'] as const;

/** One measurement as the browser sends it: no address, no id, nothing of the visitor. */
const vitalSchema = z.object({
  name: z.enum(['LCP', 'INP', 'CLS', 'TTFB', 'FCP']),
  value: z.number().nonnegative().max(600_000),
  /** The page's route (React Router's route id), not its address. */
  page: z.string().regex(/^[\w./$-]{1,64}$/),
  lang: z.string().max(8),
  /** The landing options the page rendered, as `option=value` pairs. */
  variant: z.string().regex(/^[\w:=,.-]{0,160}$/),
  /**
   * web-vitals' `navigationType`: a page restored from the back/forward cache or prerendered shows
   * other figures. Optional for the pages loaded before it was sent (`unknown`).
   */
  navigation: z.enum(navigationTypes).optional(),
  /** INP's culprit (inp-attribution.ts); absent from pages of earlier releases and from the other metrics. */
  attribution: inpAttributionSchema.optional(),
});
const reportSchema = z.array(vitalSchema).min(1).max(10);

const timeVitals = new Histogram({
  name: 'acq_web_vitals_seconds',
  help: 'Web vitals of real visits that are times (LCP, INP, TTFB, FCP), by metric, page, language, landing variant and navigation type',
  labelNames: ['metric', 'page', 'lang', 'variant', 'navigation'],
  // Each metric's "good" and "poor" thresholds are bounds (INP 0.2/0.5, TTFB 0.8/1.8, FCP 1.8/3,
  // LCP 2.5/4), so web-vitals' rating of every visit can be read from the buckets.
  buckets: [0.05, 0.1, 0.2, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10],
  registers: [registry],
});
const layoutShift = new Histogram({
  name: 'acq_web_vitals_cls',
  help: 'Cumulative layout shift of real visits, by page, language, landing variant and navigation type',
  labelNames: ['page', 'lang', 'variant', 'navigation'],
  buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
  registers: [registry],
});

// Route ids carry their mount's language (`about-us___de`), which the `lang` label has already:
// the label is the route's name, one of the route table's (or `unmatched`, the 404 page).
const routeNames = new Set([...routeTable.map(({ name }) => name), 'unmatched']);
export function pageLabel(routeId: string): string {
  const name = routeId.split('___')[0]!;
  return routeNames.has(name) ? name : 'other';
}

/** `default`, or `option=value` pairs of the declared landing options only (a sender cannot invent one). */
export function isKnownVariant(variant: string): boolean {
  return (
    variant === 'default' ||
    variant.split(',').every((pair) => {
      const [key = '', value] = pair.split('=');
      return forceableFeatureValues[key]?.map(String).includes(value ?? '') ?? false;
    })
  );
}

/**
 * `POST /vitals`: the browsers' web vitals (sendBeacon: a JSON array as text) into the histograms
 * /metrics serves. Junk is answered 400 and logged nowhere; at most `metricsPerMinute` a minute
 * per server are counted (the rest dropped and their number logged once the minute is over).
 */
export function vitalsEndpoint(logger: Logger, now: () => number = Date.now): Router {
  // Combinations of declared values are still many; the first 50 seen keep their own series.
  const variant = boundedLabel(50);
  const recordInpAttribution = inpAttributionRecorder();
  let windowStart = now();
  let counted = 0;
  let dropped = 0;
  const record: RequestHandler = (request, response) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(typeof request.body === 'string' ? request.body : '');
    } catch {
      return void response.status(400).end();
    }
    const report = reportSchema.safeParse(parsed);
    if (!report.success) return void response.status(400).end();
    if (now() - windowStart >= 60_000) {
      if (dropped > 0) logger.warn({ droppedVitals: dropped }, 'web vitals dropped over the rate limit');
      windowStart = now();
      counted = 0;
      dropped = 0;
    }
    for (const vital of report.data) {
      if (counted >= metricsPerMinute) {
        dropped += 1;
        continue;
      }
      counted += 1;
      const labels = {
        page: pageLabel(vital.page),
        lang: isLocale(vital.lang) ? vital.lang : 'other',
        variant: isKnownVariant(vital.variant) ? variant(vital.variant) : 'other',
        navigation: vital.navigation ?? 'unknown',
      };
      if (vital.name === 'CLS') layoutShift.observe(labels, vital.value);
      else timeVitals.observe({ ...labels, metric: vital.name }, vital.value / 1000);
      if (vital.name === 'INP' && vital.attribution)
        recordInpAttribution(labels.page, vital.attribution, vital.value / 1000);
    }
    response.status(204).end();
  };
  const router = express.Router();
  router.post(vitalsPath, express.text({ type: ['text/plain', 'application/json'], limit: maxBodyBytes }), record);
  return router;
}
