import { useEffect, useMemo, useRef, useState } from 'react';
import { useFollowingDefault } from '@/components/form/use-following-default';
import { trackEvent, trackEvents } from '@/lib/analytics/track';
import { supportedCountries } from '@/lib/startup/country';
import { useStartupFacts } from '@/lib/startup-context';
import type { FormFlow, StepFields } from '../form/form-flow';
import type { FormStep } from '../form/form-schema';
import { fieldsOf, formFields, type RegistrationFormValues } from '../form/form-values';
import { offeredCountries, type Invitation } from '../invitation';
import { emailGiven, registrationSent } from '../registration-events';
import { initialRegistrationState, updateRegistrationState } from '../state/registration-state';
import { initialValues, registrationStateKeeper, sentFirstStep } from './registration-form-values';
import { useRegistrationStep } from './use-registration-step';
import { useFormFinishedInPopup } from './use-landing-options';
import { useRegisterPost } from './use-register-post';
import type { WaitingListApproval } from '../approval';

export interface RegistrationFormOptions {
  flow: FormFlow;
  invitation: Invitation | null;
  /** The backend-vouched approval of the waiting-list-approved flow: the e-mail is the approved one. */
  approval?: WaitingListApproval | null;
  /** A link's token naming the e-mail lean step 2 starts with (`leanStep2`). */
  emailToken?: string | null;
}

/**
 * The registration form's state and behaviour for every flow: which step and fields it shows,
 * the values it keeps in the registration state as the visitor types (a reload or language
 * switch keeps them; no error or failed request clears a field), validation, and its submit: what
 * it posts besides its fields (`useRegisterPost` posts them, once however often clicked, and
 * follows an accepted registration), lean step 1 taken in the browser, the post tracked, and a
 * step back to a value the answer refused.
 */
export function useRegistrationForm({ flow, invitation, approval = null, emailToken = null }: RegistrationFormOptions) {
  const { country: visitorCountry } = useStartupFacts();
  const countries = useMemo(() => offeredCountries(invitation, supportedCountries), [invitation]);
  const lean = flow === 'leanStep1' || flow === 'leanStep2';
  const { step, setStep, knownEmail, tokenEmail, firstStep, chooseAnotherEmail } = useRegistrationStep({
    flow,
    approval,
    emailToken,
  });
  const fields: StepFields = useMemo(
    () => ({
      person: step !== 'email',
      email: (step === 'oneStep' || step === 'email') && !knownEmail,
      consents: step !== 'details',
    }),
    [step, knownEmail],
  );

  // A known address (an approval's) is not asked for: lean step 2's fields with the consents.
  const schemaStep: FormStep = step === 'oneStep' && knownEmail ? 'detailsWithConsents' : step;
  const loadSchema = useMemo(
    () => async () => (await import('../form/form-schema')).stepSchema(schemaStep, countries),
    [schemaStep, countries],
  );
  const keeper = useMemo(() => registrationStateKeeper(countries, visitorCountry), [countries, visitorCountry]);
  const tokenSent = !!(tokenEmail && knownEmail === tokenEmail && emailToken);
  const { kit, fetcher, popupOpen, closePopup } = useRegisterPost(
    {
      defaultValues: initialValues(countries, visitorCountry, initialRegistrationState),
      fieldIds: Object.fromEntries(formFields.map((field) => [field, `registration-${field}`])),
      loadSchema,
      keeper,
      hiddenFields: {
        step,
        flow: approval ? 'WAITING_LIST_APPROVED' : lean ? 'LEAN' : 'DEFAULT',
        formFlow: flow,
        registrationCode: invitation?.code,
        validityTimestamp: invitation?.validityTimestamp,
        waitingListApprovalToken: approval?.token,
        emailToken: tokenSent ? emailToken : null,
        // The address the form does not ask for (known), or a lean step 1's on step 2 without scripts.
        ...(knownEmail ? { email: knownEmail } : {}),
        ...(firstStep && step === 'details' ? sentFirstStep(firstStep) : {}),
      },
      // Lean step 1 posts nowhere: the browser moves on to step 2 with its values.
      submitHandlers:
        step === 'email'
          ? {
              onValid: (values: RegistrationFormValues) => {
                void trackEvents([emailGiven(values.email)]);
                updateRegistrationState({ leanStep1Done: true, registrationEmail: values.email });
                setStep('details');
              },
            }
          : undefined,
    },
    { finishedInPopup: useFormFinishedInPopup() },
  );
  // Every other step's valid submit is posted: tracked as it goes when the router sends it. One the
  // browser posted itself (before the form hydrated) never reaches here: its action carries the
  // same event to the next page (`formFlow` says which flow).
  const posted = fetcher.state === 'submitting' ? fetcher.formData : undefined;
  useEffect(() => {
    if (posted) void trackEvents([registrationSent(flow, knownEmail ?? String(posted.get('email') ?? ''))]);
  }, [posted]); // eslint-disable-line react-hooks/exhaustive-deps -- once per post
  useFollowingDefault(kit, 'country', countries.includes(visitorCountry) ? visitorCountry : '');
  const { values } = kit;
  useEffect(
    () =>
      values.subscribe((field, byVisitor) => {
        const { country } = values.get();
        if (field === 'country' && byVisitor && country) void trackEvent('registration_country_changed', { country });
      }),
    [values],
  );

  // A new answer may move the form back a step: adjusted while rendering, as React advises for
  // state that follows a value.
  const [answered, setAnswered] = useState(kit.answer);
  if (kit.answer !== answered) {
    setAnswered(kit.answer);
    const refused = Object.keys(kit.answer?.errors ?? {});
    if (kit.answer?.problem?.kind === 'linkEmailRefused')
      chooseAnotherEmail(); // the visitor gives one in step 1
    else if (step === 'details' && refused.some((field) => !(fieldsOf('person') as readonly string[]).includes(field)))
      setStep('email'); // the rejected value is on the first step
  }
  const rejected = useRef(kit.answer);
  useEffect(() => {
    if (!kit.answer || rejected.current === kit.answer) return;
    rejected.current = kit.answer;
    // The link's address was not accepted: step 1 shows why.
    if (kit.answer.problem?.kind === 'linkEmailRefused') kit.rejectField('email', 'INVALID_EMAIL');
  }, [kit]);

  return {
    kit,
    step,
    fields,
    knownEmail,
    countries,
    invitation,
    lean,
    popupOpen,
    closePopup,
    /** Back from lean step 2 to step 1. */
    back: step === 'details' ? () => setStep('email') : null,
    /** Lean step 2 entered with a known e-mail: another one in step 1, from an empty field as without scripts. */
    chooseAnotherEmail: step === 'detailsWithConsents' ? () => (kit.setValue('email', ''), chooseAnotherEmail()) : null,
  };
}
