import { useI18nContext } from '@acq/locales/react';
import type { TranslationFunctions } from '@acq/locales/types';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FormAnswer } from '@/components/form/form-answer';
import type { ValueKeeper } from '@/components/form/kept-values';
import { useAppForm } from '@/components/form/use-app-form';
import { useFollowingDefault } from '@/components/form/use-following-default';
import { trackEvent } from '@/lib/analytics/track';
import type { RegistrationFlow } from '@/lib/landing-options';
import { supportedCountries } from '@/lib/startup/country';
import { emailFromToken } from '@/lib/startup/token';
import { useStartupFacts } from '@/lib/startup-context';
import { useHydrated } from '@/lib/use-hydrated';
import { codeProblemText } from '../components/request-problem';
import { fieldMessage } from '../form/field-message';
import { formFields, type RegistrationFormValues } from '../form/form-values';
import { offeredCountries, type Invitation } from '../invitation';
import {
  initialRegistrationState,
  readRegistrationState,
  updateRegistrationState,
  type RegistrationState,
} from '../state/registration-state';
import { registerIntent, type RegisterOutcome } from '../register-answer';
import { usePostedFirstStep } from './use-posted-first-step';
import { useFollowRegistration } from './use-register';
import type { WaitingListApproval } from './use-waiting-list-approval';

/** The flows the registration form serves; social registration has its own start and second step. */
export type FormFlow = Exclude<RegistrationFlow, 'socialRegistration'>;

/**
 * The form's steps: all at once; lean step 1 (e-mail and consents); lean step 2 after step 1
 * (form of address and names); lean step 2 entered with a known e-mail, which also asks for what
 * step 1 would have (country and consents).
 */
export type FormStep = 'oneStep' | 'email' | 'details' | 'detailsWithConsents';

/** Which groups of fields a step shows. */
export interface StepFields {
  person: boolean;
  email: boolean;
  consents: boolean;
}

export interface RegistrationFormOptions {
  flow: FormFlow;
  invitation: Invitation | null;
  /** The backend-vouched approval of the waiting-list-approved flow: the e-mail is the approved one. */
  approval?: WaitingListApproval | null;
  /** A link's token naming the e-mail lean step 2 starts with (`leanStep2`). */
  emailToken?: string | null;
}

// Only a plausibility check for a kept address; the schema and the backend check it for real.
const looksLikeEmail = (value: string | undefined): value is string => !!value && /^[^\s@]+@[^\s@]+$/.test(value);

/**
 * The registration form's state and behaviour for every flow: which step and fields it shows,
 * the values it keeps in the registration state as the visitor types (a reload or language
 * switch keeps them; no error or failed request clears a field), validation, the submit (once,
 * however often clicked) and what follows it.
 */
export function useRegistrationForm({ flow, invitation, approval = null, emailToken = null }: RegistrationFormOptions) {
  const { LL } = useI18nContext();
  const { country: visitorCountry } = useStartupFacts();
  const countries = useMemo(() => offeredCountries(invitation, supportedCountries), [invitation]);
  const lean = flow === 'leanStep1' || flow === 'leanStep2';
  // What this tab kept (session storage) counts after hydration only, as the server cannot read
  // it. It is read once, in the first render, before the form keeps what the visitor typed: an
  // address typed on this page (even before the scripts arrived) is not one given before.
  const hydrated = useHydrated();
  const [progressAtStart] = useState(restoredProgress);
  const restored = hydrated ? progressAtStart : null;
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
  const firstStep = postedFirstStep?.values ?? null;
  const [chosenStep, setStep] = useState<FormStep | null>(null);
  const step: FormStep =
    chosenStep ??
    (firstStep ? 'details' : null) ??
    (!lean ? 'oneStep' : leanEntryEmail ? 'detailsWithConsents' : restored?.leanStep1Done ? 'details' : 'email');
  const fields: StepFields = {
    person: step !== 'email',
    email: (step === 'oneStep' || step === 'email') && !knownEmail,
    consents: step !== 'details',
  };

  const loadSchema = useMemo(
    () => async () => {
      const schemas = await import('../form/form-schema');
      const consents = schemas.emailStepSchema(countries).omit({ email: true });
      if (step === 'email') return schemas.emailStepSchema(countries);
      if (step === 'details') return schemas.detailsSchema;
      if (step === 'detailsWithConsents' || knownEmail) return schemas.detailsSchema.extend(consents.shape);
      return schemas.oneStepSchema(countries);
    },
    [step, countries, knownEmail],
  );
  const keeper = useMemo(() => registrationStateKeeper(countries, visitorCountry), [countries, visitorCountry]);
  const tokenSent = !!(tokenEmail && knownEmail === tokenEmail && emailToken);
  const kit = useAppForm<RegistrationFormValues>({
    defaultValues: initialValues(countries, visitorCountry, initialRegistrationState),
    fieldIds: Object.fromEntries(formFields.map((field) => [field, `registration-${field}`])),
    loadSchema,
    message: fieldMessage,
    keeper,
    intent: registerIntent,
    hiddenFields: {
      step,
      flow: approval ? 'WAITING_LIST_APPROVED' : lean ? 'LEAN' : 'DEFAULT',
      registrationCode: invitation?.code,
      validityTimestamp: invitation?.validityTimestamp,
      waitingListApprovalToken: approval?.token,
      emailToken: tokenSent ? emailToken : null,
      // The address the form does not ask for (known), or a lean step 1's on step 2 without scripts.
      ...(knownEmail ? { email: knownEmail } : {}),
      ...(firstStep && step === 'details' ? sentFirstStep(firstStep) : {}),
    },
    handleLocally: (values) => {
      if (step === 'email') {
        void trackEvent('submit_email', { email: values.email });
        updateRegistrationState({ leanStep1Done: true, registrationEmail: values.email });
        setStep('details');
        return true;
      }
      void trackEvent(lean ? 'landing_registration_step2' : 'landing_form_registration', {
        email: knownEmail ?? values.email,
        registration_flow: flow,
      });
      return false;
    },
    problemMessage: registrationProblem,
  });
  const { form } = kit;
  useFollowingDefault(form, 'country', (countries.includes(visitorCountry) ? visitorCountry : '') as never);
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          if (name === 'country' && values.country) {
            void trackEvent('registration_country_changed', { country: values.country });
          }
        },
      }),
    [form],
  );

  // Once the scripts take over a natively posted step 1, the tab keeps it as if they had done it:
  // step 2 and its headline survive a reload.
  const keptFirstStep = postedFirstStep?.outcome?.firstStep;
  useEffect(() => {
    if (!keptFirstStep) return;
    updateRegistrationState({
      leanStep1Done: true,
      registrationEmail: keptFirstStep.email,
      registrationCountry: keptFirstStep.country,
      registrationNewsLetter: keptFirstStep.newsletter,
      registrationTermsAndConditions: keptFirstStep.termsAndConditionsAccepted,
    });
  }, [keptFirstStep]);

  const { popupOpen, closePopup } = useFollowRegistration(kit.answer as FormAnswer<RegisterOutcome> | undefined);
  // A new answer may move the form back a step: adjusted while rendering, as React advises for
  // state that follows a value.
  const [answered, setAnswered] = useState(kit.answer);
  if (kit.answer !== answered) {
    setAnswered(kit.answer);
    const fieldErrors = Object.keys(kit.answer?.fieldErrors ?? {});
    if (kit.answer?.problem?.startsWith('emailToken:'))
      chooseAnotherEmail(); // the visitor gives one in step 1
    else if (step === 'details' && fieldErrors.some((field) => !['gender', 'firstName', 'lastName'].includes(field))) {
      setStep('email'); // the rejected value is on the first step
    }
  }
  const rejected = useRef(kit.answer);
  useEffect(() => {
    if (!kit.answer || rejected.current === kit.answer) return;
    rejected.current = kit.answer;
    // The link's address was not accepted: step 1 shows why.
    if (kit.answer.problem?.startsWith('emailToken:')) kit.rejectField('email', 'INVALID_EMAIL');
  }, [kit]);

  function chooseAnotherEmail() {
    setUsingAnotherEmail(true);
    setStep('email');
  }

  const submitLabel =
    step === 'email'
      ? LL.registration.form.signUpNow()
      : step !== 'oneStep' || invitation?.enteredByHand || approval
        ? LL.registration.form.completeRegistration()
        : LL.registration.form.signUp();

  return {
    kit,
    step,
    fields,
    knownEmail,
    countries,
    invitation,
    /** The lean flows' two steps and where the visitor is. */
    stepper: lean
      ? {
          steps: [LL.registration.flows.steps.email(), LL.registration.flows.steps.details()],
          current: step === 'email' ? 0 : 1,
        }
      : null,
    heading:
      step === 'email' || step === 'oneStep' ? LL.registration.form.heading() : LL.registration.form.headingStep2(),
    submitLabel,
    popupOpen,
    closePopup,
    /** Back from lean step 2 to step 1. */
    back: step === 'details' ? () => setStep('email') : null,
    /** Lean step 2 entered with a known e-mail: register with another one (step 1) instead. */
    chooseAnotherEmail: step === 'detailsWithConsents' ? chooseAnotherEmail : null,
  };
}

/** Lean step 1's values as it sent them, for step 2 to post with its own (without scripts). */
function sentFirstStep(values: Record<string, string | string[]>): Record<string, string> {
  const fields = ['email', 'country', 'newsletter', 'termsAndConditionsAccepted'];
  return Object.fromEntries(
    fields.flatMap((field) => (typeof values[field] === 'string' ? [[field, values[field]]] : [])),
  );
}

/** The text of a registration the backend refused for something no field of the form shows. */
function registrationProblem(LL: TranslationFunctions, problem: string, answer: FormAnswer): string {
  if (problem === 'code') return codeProblemText(LL, (answer.outcome as RegisterOutcome | undefined)?.codeErrors ?? []);
  if (problem.startsWith('waitingListApprovalToken:')) return LL.registration.flows.waitingList.refused();
  if (problem.startsWith('emailToken:')) return '';
  return LL.errors.generic();
}

/** How far this tab got: an address given before (product popup, step 1) and whether step 1 is done. */
function restoredProgress() {
  const state = readRegistrationState();
  const email = state.registrationEmail?.trim();
  return { email: looksLikeEmail(email) ? email : null, leanStep1Done: !!state.leanStep1Done };
}

/**
 * The form keeps what the visitor types in the registration state (docs/product.md §3), which other pages
 * read too ("check your inbox" shows the address); a kept country counts only if it is offered.
 */
function registrationStateKeeper(
  countries: readonly string[],
  visitorCountry: string,
): ValueKeeper<RegistrationFormValues> {
  return {
    read: () => initialValues(countries, visitorCountry, readRegistrationState()),
    write: (values) =>
      updateRegistrationState({
        registrationGender: values.gender,
        registrationFirstName: values.firstName,
        registrationLastName: values.lastName,
        registrationEmail: values.email,
        registrationCountry: values.country || undefined,
        registrationNewsLetter: values.newsletter,
        registrationTermsAndConditions: values.termsAndConditionsAccepted,
      }),
  };
}

function initialValues(
  countries: readonly string[],
  visitorCountry: string,
  state: RegistrationState,
): RegistrationFormValues {
  const offered = (country: string | undefined) => (country && countries.includes(country) ? country : undefined);
  return {
    gender: state.registrationGender ?? null,
    firstName: state.registrationFirstName ?? '',
    lastName: state.registrationLastName ?? '',
    email: state.registrationEmail ?? '',
    country: (offered(state.registrationCountry) ?? offered(visitorCountry) ?? '') as RegistrationFormValues['country'],
    newsletter: state.registrationNewsLetter,
    termsAndConditionsAccepted: state.registrationTermsAndConditions,
  };
}
