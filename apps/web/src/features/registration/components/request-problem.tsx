import { useI18nContext } from '@acq/locales/react';
import type { RegisterResult } from '../hooks/use-register';
import { invitationProblem } from '../invitation-problem';

/** A failed submit that no field is to blame for. */
export type RequestProblemKind = Extract<RegisterResult, { kind: 'codeProblem' | 'requestFailed' }>;

/** Why a submit failed when no field is to blame: the request, or the invitation itself. */
export function RequestProblem({ problem }: { problem: RequestProblemKind }) {
  const { LL } = useI18nContext();
  let message: string;
  if (problem.kind === 'requestFailed') message = LL.errors[problem.message]();
  else {
    const kind = invitationProblem(problem.errors);
    message = LL.invitationErrors[!kind || kind === 'codeNotValid' ? 'invalid' : kind]();
  }
  return (
    <p className="form-alert" role="alert">
      {message}
    </p>
  );
}
