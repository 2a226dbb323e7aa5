import type { CountryCode, RegistrationFlow as ApiFlow } from '@acq/graphql';
import { useI18nContext } from '@acq/locales/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { ErrorSummary } from '@/components/form/error-summary';
import { trackEvent } from '@/lib/analytics/track';
import type { RegistrationFlow } from '@/lib/landing-options';
import { supportedCountries } from '@/lib/startup/country';
import { useStartupFacts } from '@/lib/startup-context';
import { useHydrated } from '@/lib/use-hydrated';
import { fieldMessage } from '../form/field-message';
import { formFields, type RegistrationFormValues } from '../form/form-values';
import { translatedResolver } from '../form/translated-resolver';
import { useRegister } from '../hooks/use-register';
import { offeredCountries, type Invitation } from '../invitation';
import {
  initialRegistrationState,
  readRegistrationState,
  updateRegistrationState,
  type RegistrationState,
} from '../state/registration-state';
import { FormFinishedPopup } from './form-finished-popup';
import { RegistrationFields, type FormStep } from './registration-fields';
import { RequestProblem, type RequestProblemKind } from './request-problem';
import './registration-form.css';
import { Form } from '@/components/form/form';

interface RegistrationFormProps {
  flow: RegistrationFlow;
  invitation: Invitation | null;
}

const apiFlow = (flow: RegistrationFlow): ApiFlow =>
  flow === 'leanStep1' || flow === 'leanStep2'
    ? 'LEAN'
    : flow === 'waitingListApproved'
      ? 'WAITING_LIST_APPROVED'
      : 'DEFAULT';

/**
 * The registration form in its one-step, lean two-step and code variants. Values live in the
 * registration state as the visitor types, so a reload or language switch keeps them; no error
 * or failed request clears a field.
 */
export function RegistrationForm({ flow, invitation }: RegistrationFormProps) {
  const { LL } = useI18nContext();
  const { country: visitorCountry } = useStartupFacts();
  const register = useRegister();
  const countries = useMemo(() => offeredCountries(invitation, supportedCountries), [invitation]);
  const lean = flow === 'leanStep1' || flow === 'leanStep2';
  // The kept step lives in session storage, which the server cannot read: it counts after hydration.
  const hydrated = useHydrated();
  const [chosenStep, setStep] = useState<FormStep | null>(null);
  const keptDetailsStep = hydrated && lean && readRegistrationState().leanStep1Done;
  const step: FormStep = chosenStep ?? (keptDetailsStep ? 'details' : lean ? 'email' : 'oneStep');
  const [problem, setProblem] = useState<RequestProblemKind | null>(null);
  const [popupOpen, setPopupOpen] = useState(false);
  const sending = useRef(false);

  const loadSchema = useMemo(
    () => async () => {
      const schemas = await import('../form/form-schema');
      if (step === 'email') return schemas.emailStepSchema(countries);
      return step === 'details' ? schemas.detailsSchema : schemas.oneStepSchema(countries);
    },
    [step, countries],
  );
  const form = useForm<RegistrationFormValues>({
    defaultValues: initialValues(countries, visitorCountry, initialRegistrationState),
    resolver: translatedResolver(loadSchema, LL),
    shouldFocusError: false, // the error summary takes focus instead
  });
  const { subscribe, formState, handleSubmit, setError, reset } = form;
  // What the visitor entered earlier in this tab lives in session storage too: the form hydrates
  // as the server rendered it, then takes the kept values.
  useEffect(() => {
    reset(initialValues(countries, visitorCountry, readRegistrationState()));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, after hydration
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values, name }) => {
          updateRegistrationState({
            registrationGender: values.gender,
            registrationFirstName: values.firstName,
            registrationLastName: values.lastName,
            registrationEmail: values.email,
            registrationCountry: values.country || undefined,
            registrationNewsLetter: values.newsletter,
            registrationTermsAndConditions: values.termsAndConditionsAccepted,
          });
          if (name === 'country' && values.country) {
            void trackEvent('registration_country_changed', { country: values.country });
          }
        },
      }),
    [subscribe],
  );

  async function submit(values: RegistrationFormValues) {
    if (sending.current) return; // a double click registers once
    setProblem(null);
    if (step === 'email') {
      void trackEvent('submit_email', { email: values.email });
      updateRegistrationState({ leanStep1Done: true });
      setStep('details');
      return;
    }
    void trackEvent(step === 'details' ? 'landing_registration_step2' : 'landing_form_registration', {
      email: values.email,
      registration_flow: flow,
    });
    sending.current = true;
    const result = await register({
      flow: apiFlow(flow),
      email: values.email.trim(),
      gender: values.gender,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      country: values.country as CountryCode,
      newsletter: values.newsletter,
      termsAndConditionsAccepted: values.termsAndConditionsAccepted,
      registrationCode: invitation?.code ?? null,
      validityTimestamp: invitation?.validityTimestamp ?? null,
    }).finally(() => (sending.current = false));
    if (result.kind === 'popup') setPopupOpen(true);
    else if (result.kind === 'fieldErrors') showBackendErrors(result.errors);
    else if (result.kind !== 'done') setProblem(result);
  }

  function showBackendErrors(errors: readonly { field: string; code: string }[]) {
    const known = errors.filter((error): error is { field: (typeof formFields)[number]; code: string } =>
      (formFields as readonly string[]).includes(error.field),
    );
    if (step === 'details' && known.some(({ field }) => !['gender', 'firstName', 'lastName'].includes(field))) {
      setStep('email'); // the rejected value is on the first step
    }
    for (const { field, code } of known) setError(field, { message: fieldMessage(LL, field, code) });
    if (known.length < errors.length) setProblem({ kind: 'requestFailed', message: 'generic' });
  }

  const submitLabel =
    step === 'email'
      ? LL.registration.form.signUpNow()
      : step === 'details'
        ? LL.registration.form.continue()
        : invitation?.enteredByHand
          ? LL.registration.form.completeRegistration()
          : LL.registration.form.signUp();

  return (
    <>
      <Form
        className="registration-form"
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
        aria-labelledby="registration-heading"
      >
        <h2 id="registration-heading">
          {step === 'details' ? LL.registration.form.headingStep2() : LL.registration.form.heading()}
        </h2>
        <ErrorSummary errors={summaryErrors(formState.errors)} attempt={formState.submitCount} />
        {problem && <RequestProblem problem={problem} />}
        <RegistrationFields step={step} form={form} invitation={invitation} countries={countries} />
        <button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? LL.registration.form.sending() : submitLabel}
        </button>
        {step === 'details' && (
          <button type="button" className="button-link" onClick={() => setStep('email')}>
            {LL.registration.form.back()}
          </button>
        )}
      </Form>
      {popupOpen && <FormFinishedPopup onClose={() => setPopupOpen(false)} />}
    </>
  );
}

function summaryErrors(errors: FieldErrors<RegistrationFormValues>) {
  return formFields.flatMap((field) => {
    const message = errors[field]?.message;
    return message ? [{ fieldId: `registration-${field}`, message }] : [];
  });
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
