import type { TranslationFunctions } from '@acq/locales/types';
import type { RegisterResult } from '../hooks/use-register';
import { invitationProblem } from '../invitation-problem';

/** A failed submit that no field is to blame for. */
export type RequestProblemKind = Extract<RegisterResult, { kind: 'codeProblem' | 'requestFailed' }>;

/** The visitor's text for a failed submit that no field is to blame for. */
export function requestProblemText(LL: TranslationFunctions, problem: RequestProblemKind): string {
  if (problem.kind === 'requestFailed') return LL.errors[problem.message]();
  const kind = invitationProblem(problem.errors);
  return LL.invitationErrors[!kind || kind === 'codeNotValid' ? 'invalid' : kind]();
}
