import { createContext, use } from 'react';

/**
 * The landing-page options of SPEC.md §3 that experiments decide. This module is the one seam
 * between the experiments (which supply feature values) and the landing page (which reads
 * options): each feature value is checked against its allowed list, anything else falls back.
 */
export const landingFeatureValues = {
  'landing-registration-flow': ['default', 'leanStep1', 'leanStep2', 'socialRegistration', 'waitingListApproved'],
  'landing-layout': ['right-double-column', 'center-single-column', 'only-mobile'],
  'landing-headline': [
    'default',
    'social',
    'viral',
    'viralProductShare',
    'daba',
    'leanRegistrationStep2',
    'social-registration',
    'social-registration-2nd-step',
    'social-10-percent-no-mov',
    'social-15-percent-no-mov',
    'social-15-percent-mov',
    'social-20-percent-mov',
  ],
  'welcome-voucher': ['none', '10-percent-no-mov', '15-percent-no-mov', '15-percent-mov', '20-percent-mov'],
  'landing-intro-flow': ['none', 'full', 'short'],
  'landing-banner': ['none', 'black-friday', 'black-week', 'cyber-monday'],
} as const;

export type LandingFeatureKey = keyof typeof landingFeatureValues;
type ValueOf<K extends LandingFeatureKey> = (typeof landingFeatureValues)[K][number];

export type RegistrationFlow = ValueOf<'landing-registration-flow'>;
export type LandingLayout = ValueOf<'landing-layout'>;
export type LandingHeadline = ValueOf<'landing-headline'>;
export type WelcomeVoucher = ValueOf<'welcome-voucher'>;
export type IntroFlow = ValueOf<'landing-intro-flow'>;
export type SeasonalBanner = ValueOf<'landing-banner'>;

export const formFinishedInPopupFeature = 'registration-form-finished-in-popup';

export interface LandingOptions {
  registrationFlow: RegistrationFlow;
  layout: LandingLayout;
  headline: LandingHeadline;
  welcomeVoucher: WelcomeVoucher;
  introFlow: IntroFlow;
  banner: SeasonalBanner;
  registrationFormFinishedInPopup: boolean;
  /** True while experiments may still change the options: variant areas keep their space. */
  isLandingPageLoading: boolean;
}

export const defaultLandingOptions: LandingOptions = {
  registrationFlow: 'default',
  layout: 'right-double-column',
  headline: 'default',
  welcomeVoucher: 'none',
  introFlow: 'none',
  banner: 'none',
  registrationFormFinishedInPopup: false,
  isLandingPageLoading: false,
};

function pick<K extends LandingFeatureKey>(key: K, value: unknown, fallback: ValueOf<K>): ValueOf<K> {
  const allowed: readonly string[] = landingFeatureValues[key];
  return typeof value === 'string' && allowed.includes(value) ? (value as ValueOf<K>) : fallback;
}

/** Options from feature values (by feature key); unknown or missing values keep the defaults. */
export function landingOptionsFromFeatures(
  featureValue: (key: string) => unknown,
  isLandingPageLoading: boolean,
): LandingOptions {
  const d = defaultLandingOptions;
  return {
    registrationFlow: pick('landing-registration-flow', featureValue('landing-registration-flow'), d.registrationFlow),
    layout: pick('landing-layout', featureValue('landing-layout'), d.layout),
    headline: pick('landing-headline', featureValue('landing-headline'), d.headline),
    welcomeVoucher: pick('welcome-voucher', featureValue('welcome-voucher'), d.welcomeVoucher),
    introFlow: pick('landing-intro-flow', featureValue('landing-intro-flow'), d.introFlow),
    banner: pick('landing-banner', featureValue('landing-banner'), d.banner),
    registrationFormFinishedInPopup: featureValue(formFinishedInPopupFeature) === true,
    isLandingPageLoading,
  };
}

/** Where the options come from: feature values by key, and whether they may still change. */
export interface LandingFeatureSource {
  featureValue: (key: string) => unknown;
  isLoading: boolean;
}

export const LandingOptionsContext = createContext<LandingFeatureSource>({
  featureValue: () => null,
  isLoading: false,
});

/**
 * The landing-page options, evaluated where they are used: evaluating an experiment's feature
 * counts as exposure, so only pages that show a variant may ask.
 */
export function useLandingOptions(): LandingOptions {
  const { featureValue, isLoading } = use(LandingOptionsContext);
  return landingOptionsFromFeatures(featureValue, isLoading);
}

/** Only the form-finished option, for pages that must not expose visitors to the landing experiments. */
export function useFormFinishedInPopup(): boolean {
  return use(LandingOptionsContext).featureValue(formFinishedInPopupFeature) === true;
}
