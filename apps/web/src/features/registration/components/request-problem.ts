import type { RegistrationCodeError } from '@acq/graphql';
import type { TranslationFunctions } from '@acq/locales/types';
import { invitationProblem } from '../invitation-problem';

/** The visitor's text for a registration the backend refused for its invitation code. */
export function codeProblemText(LL: TranslationFunctions, errors: readonly RegistrationCodeError[]): string {
  const kind = invitationProblem(errors);
  return LL.invitationErrors[!kind || kind === 'codeNotValid' ? 'invalid' : kind]();
}
