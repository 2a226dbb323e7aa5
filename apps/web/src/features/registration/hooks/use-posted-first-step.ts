import { useActionData } from 'react-router';
import type { FormAnswer } from '@/components/form/form-answer';
import type { RegisterOutcome } from '../register-answer';

/**
 * The answer to a lean step 1 posted natively (without scripts, or before they arrived): the action
 * checked it and answers with step 2, which posts its values again with its own.
 */
export function usePostedFirstStep(): FormAnswer<RegisterOutcome> | null {
  const answer = useActionData<FormAnswer<RegisterOutcome>>();
  return answer?.outcome?.step ? answer : null;
}
