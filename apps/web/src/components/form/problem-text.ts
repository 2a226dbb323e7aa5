import type { TranslationFunctions } from '@acq/locales/types';
import type { AnswerProblem } from '@/lib/form-answer';

/**
 * The visitor's text for a form's problem (docs/product.md §8), or null where a field shows it
 * instead. Every problem of every form is here, so a new kind cannot go untranslated.
 */
export function problemText(LL: TranslationFunctions, problem: AnswerProblem): string | null {
  switch (problem.kind) {
    case 'network':
    case 'generic':
      return LL.errors[problem.kind]();
    case 'notAdmin':
      return LL.errors.notAuthorized();
    case 'lobbyTokenInvalid':
      return LL.errors.linkNoLongerValid();
    case 'invitation':
      return LL.invitationErrors[problem.message]();
    case 'approvalRefused':
      return LL.registration.flows.waitingList.refused();
    case 'signUpExpired':
      return LL.registration.messages.socialToken();
    case 'linkEmailRefused':
      return null;
  }
}
