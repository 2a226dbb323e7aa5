import type { RegistrationCodeError } from '@acq/graphql';
import type { TranslationFunctions } from '@acq/locales/types';
import type { AnalyticsEventName } from '@/lib/analytics/events';

/** Which of docs/product.md §8's messages a visitor sees for the problems of a registration code. */
export type InvitationProblem = 'codeNotValid' | 'invalid' | 'noBalance' | 'expired' | 'invalidLink';

export function invitationProblem(errors: readonly RegistrationCodeError[]): InvitationProblem | null {
  const has = (error: RegistrationCodeError) => errors.includes(error);
  if (errors.length === 0) return null;
  if (has('REGISTRATION_CODE_INVALID')) return 'codeNotValid';
  if (has('REGISTRATION_LINK_EXPIRED')) return 'expired';
  if (has('REGISTRATION_TIMESTAMP_MISSING')) return 'invalidLink';
  if (has('REGISTRATION_CODE_NO_BALANCE_LEFT') || has('REGISTRATION_CODE_BALANCE_LESS_THAN_PENDING_REGISTRATIONS')) {
    return 'noBalance';
  }
  // INVITER_INVALID, REFERER_INVALID, CUSTOMIZATION_MISSING: the invitation cannot be used.
  return 'invalid';
}

/** Which of docs/product.md §8's invitation messages a refused code shows. */
export function invitationMessage(
  errors: readonly RegistrationCodeError[],
): keyof TranslationFunctions['invitationErrors'] {
  const kind = invitationProblem(errors);
  return !kind || kind === 'codeNotValid' ? 'invalid' : kind;
}

/** Problems that end at the deny page (docs/product.md §2, §8) instead of a message on the landing page. */
export function denyReason(errors: readonly RegistrationCodeError[]): 'invalid' | 'expired' | null {
  if (errors.includes('REFERER_INVALID')) return 'invalid';
  if (errors.includes('REGISTRATION_LINK_EXPIRED')) return 'expired';
  return null;
}

/** The tracking event of docs/product.md §8 for a problem, where it has one. */
export function problemEvent(errors: readonly RegistrationCodeError[]): AnalyticsEventName | null {
  if (errors.includes('REGISTRATION_LINK_EXPIRED')) return 'error_registration_code_expired';
  if (errors.includes('REGISTRATION_TIMESTAMP_MISSING')) return 'error_registration_timestamp_missing';
  if (invitationProblem(errors) === 'noBalance') return 'error_registration_code_no_balance';
  return null;
}
