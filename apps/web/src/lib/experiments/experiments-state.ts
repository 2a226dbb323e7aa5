import type { FeatureApiResponse } from '@growthbook/growthbook-react';

/** The experiments' hash attribute, stable across visits: a first-party cookie of this name. */
export const anonymousIdKey = 'acqAnonymousId';

export interface ExperimentAttributes {
  acqAnonymousId: string;
  applicationCountry: string;
}

/**
 * The experiments as the server decided them for a page: the feature values it rendered, and the
 * payload and attributes the browser's GrowthBook starts from (so it assigns the same variations,
 * and tracks them, without fetching the payload again). Null payload: no experiments this time.
 */
export interface ExperimentsState {
  payload: FeatureApiResponse | null;
  attributes: ExperimentAttributes;
  values: Record<string, unknown>;
  /**
   * An experiment that runs on this page by itself, without a feature being read (a URL redirect),
   * includes this visitor: the browser's GrowthBook must start at once, not at the visitor's first
   * interaction, to run and track it.
   */
  autoExperiment: boolean;
}
