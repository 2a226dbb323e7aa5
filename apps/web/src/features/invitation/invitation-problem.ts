import type { RegistrationCodeError } from '@acq/graphql';

/** Which of SPEC.md §8's messages a visitor sees for the problems of a registration code. */
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
