import type { CountryCode, RegisterByEmailInput } from '@acq/graphql';
import { useI18nContext } from '@acq/locales/react';
import { useEffect, useMemo, useState } from 'react';
import type { ValueKeeper } from '@/components/form/kept-values';
import { useAppForm } from '@/components/form/use-app-form';
import { trackEvent } from '@/lib/analytics/track';
import type { RegistrationFlow } from '@/lib/landing-options';
import { supportedCountries } from '@/lib/startup/country';
import { emailFromToken } from '@/lib/startup/token';
import { useStartupFacts } from '@/lib/startup-context';
import { useHydrated } from '@/lib/use-hydrated';
import { requestProblemText } from '../components/request-problem';
import { fieldMessage } from '../form/field-message';
import { formFields, type RegistrationFormValues } from '../form/form-values';
import { offeredCountries, type Invitation } from '../invitation';
import {
  initialRegistrationState,
  readRegistrationState,
  updateRegistrationState,
  type RegistrationState,
} from '../state/registration-state';
import { useRegister } from './use-register';
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
  const register = useRegister();
  const countries = useMemo(() => offeredCountries(invitation, supportedCountries), [invitation]);
  const lean = flow === 'leanStep1' || flow === 'leanStep2';
  // What this tab kept (session storage) counts after hydration only, as the server cannot read
  // it; read once, so that typing an address does not count as one known before.
  const hydrated = useHydrated();
  const restored = useMemo(() => (hydrated ? restoredProgress() : null), [hydrated]);
  const [usingAnotherEmail, setUsingAnotherEmail] = useState(false);
  const tokenEmail = flow === 'leanStep2' ? emailFromToken(emailToken) : null;
  // Lean step 2 starts with the e-mail of its link, else with one the visitor gave earlier in this tab.
  const leanEntryEmail =
    flow === 'leanStep2' && !usingAnotherEmail
      ? (tokenEmail ?? (restored && !restored.leanStep1Done ? restored.email : null))
      : null;
  const knownEmail = approval?.email ?? leanEntryEmail;
  const [chosenStep, setStep] = useState<FormStep | null>(null);
  const step: FormStep =
    chosenStep ??
    (!lean ? 'oneStep' : leanEntryEmail ? 'detailsWithConsents' : restored?.leanStep1Done ? 'details' : 'email');
  const fields: StepFields = {
    person: step !== 'email',
    email: (step === 'oneStep' || step === 'email') && !knownEmail,
    consents: step !== 'details',
  };
  const [popupOpen, setPopupOpen] = useState(false);

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
  const kit = useAppForm<RegistrationFormValues>({
    defaultValues: initialValues(countries, visitorCountry, initialRegistrationState),
    fieldIds: Object.fromEntries(formFields.map((field) => [field, `registration-${field}`])),
    loadSchema,
    message: fieldMessage,
    keeper,
    onSubmit: submit,
  });
  const { form } = kit;
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

  async function submit(values: RegistrationFormValues) {
    if (step === 'email') {
      void trackEvent('submit_email', { email: values.email });
      updateRegistrationState({ leanStep1Done: true, registrationEmail: values.email });
      setStep('details');
      return;
    }
    const email = knownEmail ?? values.email;
    void trackEvent(lean ? 'landing_registration_step2' : 'landing_form_registration', {
      email,
      registration_flow: flow,
    });
    const input: RegisterByEmailInput = {
      flow: approval ? 'WAITING_LIST_APPROVED' : lean ? 'LEAN' : 'DEFAULT',
      email,
      gender: values.gender,
      firstName: values.firstName,
      lastName: values.lastName,
      country: values.country as CountryCode,
      newsletter: values.newsletter,
      termsAndConditionsAccepted: values.termsAndConditionsAccepted,
      registrationCode: invitation?.code ?? null,
      validityTimestamp: invitation?.validityTimestamp ?? null,
      ...(approval ? { waitingListApprovalToken: approval.token } : {}),
      ...(tokenEmail && knownEmail === tokenEmail && emailToken ? { emailToken } : {}),
    };
    const result = await register(input);
    if (result.kind === 'popup') setPopupOpen(true);
    else if (result.kind === 'fieldErrors') showBackendErrors(result.errors);
    else if (result.kind !== 'done') kit.showProblem((LL) => requestProblemText(LL, result));
  }

  function showBackendErrors(errors: readonly { field: string; code: string }[]) {
    if (errors.some(({ field }) => field === 'emailToken')) {
      // The link's address was not accepted: the visitor gives one in step 1 instead.
      chooseAnotherEmail();
      kit.rejectField('email', 'INVALID_EMAIL');
      return;
    }
    const known = errors.filter((error): error is { field: (typeof formFields)[number]; code: string } =>
      (formFields as readonly string[]).includes(error.field),
    );
    const elsewhere = known.some(({ field }) => !['gender', 'firstName', 'lastName'].includes(field));
    if (step === 'details' && elsewhere) setStep('email'); // the rejected value is on the first step
    for (const { field, code } of known) kit.rejectField(field, code);
    if (errors.some(({ field }) => field === 'waitingListApprovalToken')) {
      kit.showProblem((LL) => LL.registration.flows.waitingList.refused());
    } else if (known.length < errors.length) kit.showProblem((LL) => LL.errors.generic());
  }

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
    closePopup: () => setPopupOpen(false),
    /** Back from lean step 2 to step 1. */
    back: step === 'details' ? () => setStep('email') : null,
    /** Lean step 2 entered with a known e-mail: register with another one (step 1) instead. */
    chooseAnotherEmail: step === 'detailsWithConsents' ? chooseAnotherEmail : null,
  };
}

/** How far this tab got: an address given before (product popup, step 1) and whether step 1 is done. */
function restoredProgress() {
  const state = readRegistrationState();
  const email = state.registrationEmail?.trim();
  return { email: looksLikeEmail(email) ? email : null, leanStep1Done: !!state.leanStep1Done };
}

/**
 * The form keeps what the visitor types in the registration state (SPEC.md §3), which other pages
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
