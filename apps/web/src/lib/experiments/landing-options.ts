/**
 * The landing-page options of docs/product.md §3 that experiments decide. This module is the one seam
 * between the experiments (which supply feature values) and the landing page (which reads
 * options, `features/registration/hooks/use-landing-options.ts`): each feature value is checked
 * against its declared list, anything else falls back.
 *
 * The order of each list is part of the contract: `?<feature-key>=<index>` forces the value at
 * that index, and an experiment on one of these features lists its variations in this order.
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
  'landing-intro-flow': ['none', 'short', 'long'],
  'landing-banner': ['none', 'black-friday', 'black-week', 'cyber-monday'],
} as const;

export const formFinishedInPopupFeature = 'registration-form-finished-in-popup';

/** Every forceable feature with its declared values, in order: the landing options and the popup flag. */
export const forceableFeatureValues: Readonly<Record<string, readonly (string | boolean)[]>> = {
  ...landingFeatureValues,
  [formFinishedInPopupFeature]: [false, true],
};

export type LandingFeatureKey = keyof typeof landingFeatureValues;
export type ValueOf<K extends LandingFeatureKey> = (typeof landingFeatureValues)[K][number];

export type RegistrationFlow = ValueOf<'landing-registration-flow'>;
export type LandingLayout = ValueOf<'landing-layout'>;
export type LandingHeadline = ValueOf<'landing-headline'>;
export type WelcomeVoucher = ValueOf<'welcome-voucher'>;
export type IntroFlow = ValueOf<'landing-intro-flow'>;
export type SeasonalBanner = ValueOf<'landing-banner'>;

/** docs/product.md §5: a forced index is a non-negative integer below the number of values. */
export function forcedIndex(raw: string | null, count: number): number | null {
  if (raw === null || !/^\d{1,3}$/.test(raw)) return null;
  const index = Number(raw);
  return index < count ? index : null;
}

/**
 * The feature values a URL forces (`?<feature-key>=<index>`, an index into the declared values).
 * Forcing works without a feature payload, and a forced value is not an experiment exposure.
 * Experiments turned off (`disablegb=true`) turn forcing off with them: nothing is forced.
 */
export function forcedFeatureValues(search: URLSearchParams, experimentsOff = false): Map<string, string | boolean> {
  const forced = new Map<string, string | boolean>();
  if (experimentsOff) return forced;
  for (const [key, values] of Object.entries(forceableFeatureValues)) {
    const index = forcedIndex(search.get(key), values.length);
    if (index !== null) forced.set(key, values[index]!);
  }
  return forced;
}

/** The feature keys this module forces itself: GrowthBook must not force them again its own way. */
export function withoutForcingKeys(href: string): string {
  const url = new URL(href);
  for (const key of Object.keys(forceableFeatureValues)) url.searchParams.delete(key);
  return url.href;
}

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
