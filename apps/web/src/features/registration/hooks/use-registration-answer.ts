import { useEffect, useRef, useState } from 'react';
import type { AppForm } from '@/components/form/app-form-types';
import type { FormAnswer } from '@/lib/form-answer';
import type { FormStep } from '../form/form-schema';
import { fieldsOf, type RegistrationFormValues } from '../form/form-values';
import type { RegisterOutcome } from '../register-answer';
import { useFollowRegistration } from './use-register';

interface StepControl {
  step: FormStep;
  setStep: (step: FormStep) => void;
  /** Lean step 2 entered with a link's address: register another one through step 1. */
  chooseAnotherEmail: () => void;
}

/**
 * What the registration form does with the action's answer: follows an accepted registration
 * (next page or popup), and moves back to the step whose value was refused. Returns whether the
 * form-finished popup is open.
 */
export function useRegistrationAnswer(
  kit: AppForm<RegistrationFormValues, FormAnswer<RegisterOutcome>>,
  { step, setStep, chooseAnotherEmail }: StepControl,
) {
  const following = useFollowRegistration(kit.answer);
  // A new answer may move the form back a step: adjusted while rendering, as React advises for
  // state that follows a value.
  const [answered, setAnswered] = useState(kit.answer);
  if (kit.answer !== answered) {
    setAnswered(kit.answer);
    const fieldErrors = Object.keys(kit.answer?.errors ?? {});
    if (kit.answer?.problem?.kind === 'linkEmailRefused')
      chooseAnotherEmail(); // the visitor gives one in step 1
    else if (
      step === 'details' &&
      fieldErrors.some((field) => !(fieldsOf('person') as readonly string[]).includes(field))
    ) {
      setStep('email'); // the rejected value is on the first step
    }
  }
  const rejected = useRef(kit.answer);
  useEffect(() => {
    if (!kit.answer || rejected.current === kit.answer) return;
    rejected.current = kit.answer;
    // The link's address was not accepted: step 1 shows why.
    if (kit.answer.problem?.kind === 'linkEmailRefused') kit.rejectField('email', 'INVALID_EMAIL');
  }, [kit]);
  return following;
}
