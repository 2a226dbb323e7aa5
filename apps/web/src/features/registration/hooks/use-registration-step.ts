import { useEffect, useState } from 'react';
import { emailFromToken } from '@/lib/startup/token';
import { useAfterHydration } from '@/lib/use-after-hydration';
import type { FormStep } from '../form/form-schema';
import { updateRegistrationState } from '../state/registration-state';
import { keptEntries, restoredProgress } from './registration-form-values';
import type { FormFlow } from '../form/form-flow';
import { usePostedFirstStep } from './use-posted-first-step';
import type { WaitingListApproval } from '../approval';

interface StepOptions {
  flow: FormFlow;
  approval: WaitingListApproval | null;
  emailToken: string | null;
}

/**
 * Which step the registration form is at, and the address it already knows (an approval's, a
 * link's, one given earlier in this tab): the one step, or lean step 1 or 2; a lean step 1 posted
 * without scripts comes back as step 2 with its values.
 */
export function useRegistrationStep({ flow, approval, emailToken }: StepOptions) {
  const lean = flow === 'leanStep1' || flow === 'leanStep2';
  // What this tab kept (session storage) counts after hydration only, as the server cannot read
  // it. It is read once, in the first render, before the form keeps what the visitor typed: an
  // address typed on this page (even before the scripts arrived) is not one given before.
  // Only the lean flows read it: the one step's form does not render again for it.
  const [progressAtStart] = useState(restoredProgress);
  const restored = useAfterHydration(lean ? progressAtStart : null);
  const [usingAnotherEmail, setUsingAnotherEmail] = useState(false);
  const tokenEmail = flow === 'leanStep2' ? emailFromToken(emailToken) : null;
  // Lean step 2 starts with the e-mail of its link, else with one the visitor gave earlier in this tab.
  const leanEntryEmail =
    flow === 'leanStep2' && !usingAnotherEmail
      ? (tokenEmail ?? (restored && !restored.leanStep1Done ? restored.email : null))
      : null;
  const knownEmail = approval?.email ?? leanEntryEmail;
  // A lean step 1 posted without scripts comes back as step 2, with its values to post again.
  const postedFirstStep = usePostedFirstStep();
  const firstStep = postedFirstStep?.defaultValues ?? null;
  const [chosenStep, setStep] = useState<FormStep | null>(null);
  const step: FormStep =
    chosenStep ??
    (firstStep ? 'details' : null) ??
    (!lean ? 'oneStep' : leanEntryEmail ? 'detailsWithConsents' : restored?.leanStep1Done ? 'details' : 'email');

  // Once the scripts take over a natively posted step 1, the tab keeps it as if they had done it:
  // step 2 and its headline survive a reload.
  const keptFirstStep = postedFirstStep?.outcome?.firstStep;
  useEffect(() => {
    if (!keptFirstStep) return;
    updateRegistrationState({ leanStep1Done: true, ...keptEntries(keptFirstStep) });
  }, [keptFirstStep]);

  function chooseAnotherEmail() {
    setUsingAnotherEmail(true);
    setStep('email');
  }

  return { step, setStep, knownEmail, tokenEmail, firstStep, chooseAnotherEmail };
}
