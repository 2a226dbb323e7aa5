import { Histogram } from 'prom-client';
import * as z from 'zod';
import { interactionPhases, interactionTargets, interactionTypes } from '../src/lib/field-metrics/inp-attribution';
import { registry } from './metrics';
import { boundedLabel } from './bounded-label';

/**
 * What a beacon's INP is attributed to (src/lib/field-metrics/inp-attribution.ts). Any string is
 * taken, and what is not one of the browser's labels is `other`: a sender may be an older page, or
 * anyone. Only what is no short string refuses the beacon, as the other fields' junk does.
 */
export const inpAttributionSchema = z.object({
  target: z.string().max(64),
  interaction: z.string().max(16),
  phase: z.string().max(16),
});
export type InpAttribution = z.infer<typeof inpAttributionSchema>;

const attributedInp = new Histogram({
  name: 'acq_web_vitals_inp_attribution_seconds',
  help:
    'Interaction to next paint of real visits (the samples of acq_web_vitals_seconds{metric="INP"} that name it), by page, ' +
    'target (a form field’s name or the kind of element), interaction (pointer, keyboard) and the phase that took longest ' +
    '(input-delay, processing, presentation)',
  labelNames: ['page', 'target', 'interaction', 'phase'],
  // INP's "good" and "poor" thresholds (0.2, 0.5) and a few around them: the culprits' share of the
  // slow interactions, not a fine distribution (acq_web_vitals_seconds has that, per page).
  buckets: [0.05, 0.1, 0.2, 0.5, 1, 2],
  registers: [registry],
});

const oneOf = (known: readonly string[], value: string) => (known.includes(value) ? value : 'other');

/** The labels of an attribution: the known values, anything else `other`. */
export function boundedInpAttribution({ target, interaction, phase }: InpAttribution) {
  return {
    target: oneOf(interactionTargets, target),
    interaction: oneOf(interactionTypes, interaction),
    phase: oneOf(interactionPhases, phase),
  };
}

/**
 * Counts the INP samples by culprit. Each label is bounded, but not every page has every field: the
 * first `limit` combinations seen keep their own series, any later one is counted as all `other`
 * (a sender of every combination cannot grow the series past it).
 */
export function inpAttributionRecorder(limit = 200) {
  const culprit = boundedLabel(limit);
  return (page: string, attribution: InpAttribution, seconds: number): void => {
    const labels = { page, ...boundedInpAttribution(attribution) };
    const known = culprit(Object.values(labels).join(' ')) !== 'other';
    attributedInp.observe(known ? labels : { page, target: 'other', interaction: 'other', phase: 'other' }, seconds);
  };
}
