import { use } from 'react';
import { FeatureValuesContext } from '@/lib/experiments/feature-values';
import { useLocation } from 'react-router';
import { useStartupFacts } from '@/lib/startup-context';
import {
  forcedFeatureValues,
  formFinishedInPopupFeature,
  landingOptionsFromFeatures,
  type LandingOptions,
} from '@/lib/experiments/landing-options';

/**
 * Feature values as the page sees them: forced by the current URL (the same on the server and in
 * the browser, so hydration renders what the server did), else the experiments'. `disablegb=true`
 * turns forcing off with the experiments.
 */
function useFeatureValue(): (key: string) => unknown {
  const { featureValue } = use(FeatureValuesContext);
  const { search } = useLocation();
  const { disableGrowthbook } = useStartupFacts().query;
  const forced = forcedFeatureValues(new URLSearchParams(search), disableGrowthbook);
  return (key) => (forced.has(key) ? forced.get(key) : featureValue(key));
}

/**
 * The landing-page options, evaluated where they are used: evaluating an experiment's feature
 * counts as exposure, so only pages that show a variant may ask.
 */
export function useLandingOptions(): LandingOptions {
  const featureValue = useFeatureValue();
  return landingOptionsFromFeatures(featureValue);
}

/** Only the form-finished option, for pages that must not expose visitors to the landing experiments. */
export function useFormFinishedInPopup(): boolean {
  return useFeatureValue()(formFinishedInPopupFeature) === true;
}
