import { use } from 'react';
import { FeatureValuesContext } from '@/lib/experiments/feature-values';
import { useLocation } from 'react-router';
import { useStartupFacts } from '@/lib/startup-context';
import {
  forcedFeatureValues,
  formFinishedInPopupFeature,
  landingFeatureValues,
  type IntroFlow,
  type LandingFeatureKey,
  type LandingHeadline,
  type LandingLayout,
  type RegistrationFlow,
  type SeasonalBanner,
  type ValueOf,
  type WelcomeVoucher,
} from '../../../lib/experiments/landing-features';

// The landing-page options the page reads, from the feature values experiments supply
// (landing-features.ts): each value checked against its declared list, anything else falls back.

/** Values that payloads configured before a rename still carry. */
const formerValues: Partial<Record<LandingFeatureKey, Record<string, string>>> = {
  'landing-intro-flow': { full: 'long' },
};

export interface LandingOptions {
  registrationFlow: RegistrationFlow;
  layout: LandingLayout;
  headline: LandingHeadline;
  welcomeVoucher: WelcomeVoucher;
  introFlow: IntroFlow;
  banner: SeasonalBanner;
  registrationFormFinishedInPopup: boolean;
}

export const defaultLandingOptions: LandingOptions = {
  registrationFlow: 'default',
  layout: 'right-double-column',
  headline: 'default',
  welcomeVoucher: 'none',
  introFlow: 'none',
  banner: 'none',
  registrationFormFinishedInPopup: false,
};

function pick<K extends LandingFeatureKey>(key: K, value: unknown, fallback: ValueOf<K>): ValueOf<K> {
  const allowed: readonly string[] = landingFeatureValues[key];
  const current = typeof value === 'string' ? (formerValues[key]?.[value] ?? value) : null;
  return current !== null && allowed.includes(current) ? (current as ValueOf<K>) : fallback;
}

/** Options from feature values (by feature key); unknown or missing values keep the defaults. */
export function landingOptionsFromFeatures(featureValue: (key: string) => unknown): LandingOptions {
  const d = defaultLandingOptions;
  return {
    registrationFlow: pick('landing-registration-flow', featureValue('landing-registration-flow'), d.registrationFlow),
    layout: pick('landing-layout', featureValue('landing-layout'), d.layout),
    headline: pick('landing-headline', featureValue('landing-headline'), d.headline),
    welcomeVoucher: pick('welcome-voucher', featureValue('welcome-voucher'), d.welcomeVoucher),
    introFlow: pick('landing-intro-flow', featureValue('landing-intro-flow'), d.introFlow),
    banner: pick('landing-banner', featureValue('landing-banner'), d.banner),
    registrationFormFinishedInPopup: featureValue(formFinishedInPopupFeature) === true,
  };
}

/**
 * Feature values as the page sees them: forced by the current URL (the same on the server and in
 * the browser, so hydration renders what the server did), else the experiments'. `disablegb=true`
 * turns forcing off with the experiments.
 */
function useFeatureValue(): (key: string) => unknown {
  const { featureValue } = use(FeatureValuesContext);
  const { search } = useLocation();
  const { disableGrowthbook } = useStartupFacts().query;
  if (disableGrowthbook) return featureValue;
  const forced = forcedFeatureValues(new URLSearchParams(search));
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
