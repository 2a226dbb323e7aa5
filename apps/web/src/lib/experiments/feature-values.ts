import { createContext } from 'react';

/**
 * The experiments' feature values by key, as ExperimentsProvider supplies them to the page: the
 * server decided them before rendering (docs/product.md §4's A/B loading flag is never true), so
 * no variant waits or hides while experiments load; once GrowthBook runs in the browser, it answers.
 */
export interface FeatureValues {
  featureValue: (key: string) => unknown;
}

export const FeatureValuesContext = createContext<FeatureValues>({ featureValue: () => null });
