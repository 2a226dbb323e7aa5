import type { TranslationFunctions } from '@acq/locales/types';
import type { InvitationProblem } from '../invitation-problem';

/**
 * docs/product.md §5 and §8's message for a code: missing, not valid (by its form or by the backend's
 * check), or the invitation's own problem (no balance left, expired, ...).
 */
export function codeMessage(LL: TranslationFunctions, code: InvitationProblem | string): string {
  switch (code) {
    case 'REQUIRED':
    case 'TOO_SHORT':
      return LL.codeEntry.missing();
    case 'invalid':
    case 'noBalance':
    case 'expired':
    case 'invalidLink':
      return LL.invitationErrors[code]();
    default: // codeNotValid, INVALID_CHARACTERS, TOO_LONG: no code looks like that
      return LL.codeEntry.invalid();
  }
}
