import { useActionData } from 'react-router';
import type { registerAction } from '../register-action.server';

/**
 * The answer to a lean step 1 posted natively (without scripts, or before they arrived): the action
 * checked it and answers with step 2, which posts its values again with its own.
 */
export function usePostedFirstStep() {
  const answer = useActionData<typeof registerAction>();
  return answer?.outcome?.step ? answer : null;
}
