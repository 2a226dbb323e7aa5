import type { InputErrorCode } from '@acq/graphql';
import type { TranslationFunctions } from '@acq/locales/types';
import type { InvitationProblem } from '../invitation-problem';

/**
 * docs/product.md §5's message for a code the form's rules refused (the schema's InputErrorCode,
 * before the backend is asked): missing, or not valid as no code looks like that.
 */
export function refusedCodeMessage(LL: TranslationFunctions, refused: InputErrorCode): string {
  return refused === 'REQUIRED' || refused === 'TOO_SHORT' ? LL.codeEntry.missing() : LL.codeEntry.invalid();
}

/** docs/product.md §8's message for what the backend's check found: not valid, or the invitation's own problem. */
export function invitationProblemMessage(LL: TranslationFunctions, problem: InvitationProblem): string {
  return problem === 'codeNotValid' ? LL.codeEntry.invalid() : LL.invitationErrors[problem]();
}
