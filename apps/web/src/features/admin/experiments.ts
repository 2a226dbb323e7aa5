/** An experiment of the feature payload, as the split generator offers it. */
export interface Experiment {
  /** The experiment key: GrowthBook forces a variation with `?<key>=<index>`. */
  key: string;
  name: string;
  featureKey: string;
  variations: { index: number; name: string | null }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The experiment rules of a GrowthBook feature payload (rules with `variations`), with the
 * experiment's key (the rule's `key`, else the feature's), its name and its variations' names
 * from `meta`. Anything malformed is skipped: the payload comes from another service.
 */
export function experimentsOf(payload: unknown): Experiment[] {
  if (!isRecord(payload) || !isRecord(payload.features)) return [];
  const experiments: Experiment[] = [];
  for (const [featureKey, feature] of Object.entries(payload.features)) {
    if (!isRecord(feature) || !Array.isArray(feature.rules)) continue;
    for (const rule of feature.rules) {
      if (!isRecord(rule) || !Array.isArray(rule.variations) || rule.variations.length < 2) continue;
      const key = typeof rule.key === 'string' && rule.key !== '' ? rule.key : featureKey;
      const meta = Array.isArray(rule.meta) ? rule.meta : [];
      experiments.push({
        key,
        name: typeof rule.name === 'string' && rule.name !== '' ? rule.name : key,
        featureKey,
        variations: rule.variations.map((_value, index) => {
          const entry: unknown = meta[index];
          const name = isRecord(entry) && typeof entry.name === 'string' && entry.name !== '' ? entry.name : null;
          return { index, name };
        }),
      });
    }
  }
  return experiments;
}

/** The experiment the payload runs on a feature, if any (the first experiment rule). */
export function experimentOn(experiments: readonly Experiment[], featureKey: string): Experiment | null {
  return experiments.find((experiment) => experiment.featureKey === featureKey) ?? null;
}

/**
 * The landing page under a mount (`''` unprefixed, `/de`, ...) forcing a value by its index, with
 * an optional code; without an origin (a server render) the link is relative.
 */
export function forcingLink(origin: string, prefix: string, featureKey: string, index: number, code: string) {
  const url = new URL(prefix || '/', origin || 'http://origin.invalid');
  url.searchParams.set(featureKey, String(index));
  if (code) url.searchParams.set('rc', code);
  return origin ? url.href : `${url.pathname}${url.search}`;
}
