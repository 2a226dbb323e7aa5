import type { Translation } from '@acq/locales/types';
import type { LandingHeadline, RegistrationFlow } from '@/lib/landing-options';

export type HeadlineKey = keyof Translation['landingPage']['headlines'];

const keyOfVariant: Record<Exclude<LandingHeadline, 'default' | 'viral'>, HeadlineKey> = {
  social: 'social',
  viralProductShare: 'viralProductShare',
  daba: 'daba',
  leanRegistrationStep2: 'leanRegistrationStep2',
  'social-registration': 'socialRegistration',
  'social-registration-2nd-step': 'socialRegistration2ndStep',
  'social-10-percent-no-mov': 'social10PercentNoMov',
  'social-15-percent-no-mov': 'social15PercentNoMov',
  'social-15-percent-mov': 'social15PercentMov',
  'social-20-percent-mov': 'social20PercentMov',
};

interface HeadlineFacts {
  variant: LandingHeadline;
  flow: RegistrationFlow;
  /** An invitation was found usable; its inviter's name may be unknown. */
  invited: boolean;
  inviter: string | null;
  onDetailsStep: boolean;
}

/**
 * Which headline the hero shows: an experiment's variant wins; otherwise an invitation shows the
 * viral text (with the inviter's name, or the wording without one), and the flows their own.
 */
export function headlineKey({ variant, flow, invited, inviter, onDetailsStep }: HeadlineFacts): HeadlineKey {
  const viral = inviter ? 'viral' : 'viralNoName';
  if (variant === 'viral') return viral;
  if (variant !== 'default') return keyOfVariant[variant];
  if (onDetailsStep) return 'leanRegistrationStep2';
  if (invited) return viral;
  if (flow === 'socialRegistration') return 'socialRegistration';
  return 'default';
}
