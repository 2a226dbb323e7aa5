import type { NamespaceLandingPageTranslation } from '@acq/locales/types';
import type { LandingHeadline, RegistrationFlow } from '@/lib/experiments/landing-options';
import { headlineOfOffer, isPercentHeadline, type Offer, type PercentHeadline } from './offer';

export type HeadlineKey = keyof NamespaceLandingPageTranslation['headlines'];

type NamedVariant = Exclude<LandingHeadline, 'default' | 'viral' | PercentHeadline>;

const keyOfVariant: Record<NamedVariant, HeadlineKey> = {
  social: 'social',
  viralProductShare: 'viralProductShare',
  daba: 'daba',
  leanRegistrationStep2: 'leanRegistrationStep2',
  'social-registration': 'socialRegistration',
  'social-registration-2nd-step': 'socialRegistration2ndStep',
};

const keyOfPercentHeadline: Record<PercentHeadline, HeadlineKey> = {
  'social-10-percent-no-mov': 'social10PercentNoMov',
  'social-15-percent-no-mov': 'social15PercentNoMov',
  'social-15-percent-mov': 'social15PercentMov',
  'social-20-percent-mov': 'social20PercentMov',
};

interface HeadlineFacts {
  variant: LandingHeadline;
  flow: RegistrationFlow;
  /** The invitation was checked and is usable; its inviter's name may be unknown. */
  invited: boolean;
  inviter: string | null;
  onDetailsStep: boolean;
  /** The page's one offer: a headline that names a percentage states this one. */
  offer: Offer;
  /** The visitor came from a product a member shared (`previousPDPPage`). */
  productShare: boolean;
}

/**
 * Which headline the hero shows. An experiment's variant wins, with two exceptions that keep the
 * page from contradicting itself: the viral text needs a usable invitation (without one the page
 * speaks as to anyone not invited), and a headline naming a percentage states the page's offer.
 * Without a variant: the lean details step, a shared product, an invitation, then the flow.
 */
export function headlineKey({
  variant,
  flow,
  invited,
  inviter,
  onDetailsStep,
  offer,
  productShare,
}: HeadlineFacts): HeadlineKey {
  const viral = inviter ? 'viral' : 'viralNoName';
  if (variant === 'viral' && invited) return viral;
  if (isPercentHeadline(variant)) return keyOfPercentHeadline[headlineOfOffer(offer)];
  if (variant !== 'default' && variant !== 'viral') return keyOfVariant[variant];
  if (onDetailsStep) return 'leanRegistrationStep2';
  if (productShare) return 'viralProductShare';
  if (invited) return viral;
  if (flow === 'socialRegistration') return 'socialRegistration';
  return 'default';
}
