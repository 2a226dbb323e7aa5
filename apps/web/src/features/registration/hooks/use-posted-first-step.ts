import { useActionData } from 'react-router';
import type { FormAnswer } from '@/components/form/form-answer';
import { registerIntent, type RegisterOutcome } from '../register-answer';

/**
 * Lean step 1's values when it was posted natively (without scripts, or before they arrived): the
 * action checked them and answers with step 2, which posts them again with its own.
 */
export function usePostedFirstStep(): Record<string, string | string[]> | null {
  const answer = useActionData<FormAnswer<RegisterOutcome>>();
  return answer?.intent === registerIntent && answer.outcome?.step ? answer.values : null;
}
