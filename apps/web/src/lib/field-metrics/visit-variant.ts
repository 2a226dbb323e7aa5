import type { ExperimentsState } from '@/lib/experiments/experiments-state';
import { forcedFeatureValues } from '@/lib/experiments/landing-options';

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

/** The variant of the page at `search`, as its visit's measurements are grouped. */
export function visitVariant(experiments: ExperimentsState, experimentsOff: boolean, search: string): string {
  return variantOf(experiments, forcedFeatureValues(new URLSearchParams(search), experimentsOff));
}
