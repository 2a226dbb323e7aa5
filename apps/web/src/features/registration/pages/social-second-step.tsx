import type { CountryCode, ShoppingPreference } from '@acq/graphql';
import { useI18nContext } from '@acq/locales/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { CheckboxField } from '@/components/form/checkbox-field';
import { ErrorSummary } from '@/components/form/error-summary';
import { FieldError } from '@/components/form/field-error';
import { PageHeading } from '@/components/layout/page-heading';
import { Stepper } from '@/components/stepper/stepper';
import { supportedCountries } from '@/lib/startup/country';
import { useStartupFacts } from '@/lib/startup-context';
import { CountryField } from '../components/country-field';
import { RequestProblem, type RequestProblemKind } from '../components/request-problem';
import { fieldMessage } from '../form/field-message';
import { acceptedTerms, registerInput } from '../form/form-schema';
import { translatedResolver } from '../form/translated-resolver';
import { useRegister } from '../hooks/use-register';
import { readRegistrationState } from '../state/registration-state';
import { Form } from '@/components/form/form';

const preferences: readonly ShoppingPreference[] = ['WOMEN', 'MEN', 'KIDS', 'HOME', 'BEAUTY'];
const schema = z.object({
  shoppingPreferences: registerInput.shoppingPreferences.refine((chosen) => !!chosen?.length, { message: 'REQUIRED' }),
  country: registerInput.country,
  newsletter: registerInput.newsletter,
  termsAndConditionsAccepted: acceptedTerms,
});

interface Values {
  shoppingPreferences: ShoppingPreference[];
  country: CountryCode | '';
  newsletter: boolean;
  termsAndConditionsAccepted: boolean;
}

interface SocialSecondStepProps {
  /** The social sign-in's token, kept by the page's loader out of the address. */
  socialToken: string;
  /** The e-mail the token names. */
  email: string;
}

/**
 * Step 2 of social registration, after the sign-up with a social account: shopping preferences
 * and consents complete the registration, which carries the sign-in's token (the backend checks
 * it names the address) and the invitation this tab kept from the landing page.
 */
export function SocialSecondStepPage({ socialToken, email }: SocialSecondStepProps) {
  const { LL } = useI18nContext();
  const { country } = useStartupFacts();
  const register = useRegister();
  const [tokenMessage, setTokenMessage] = useState<string | null>(null);
  const [problem, setProblem] = useState<RequestProblemKind | null>(null);
  const form = useForm<Values>({
    defaultValues: { shoppingPreferences: [], country, newsletter: false, termsAndConditionsAccepted: false },
    resolver: translatedResolver(() => Promise.resolve(schema), LL),
    shouldFocusError: false,
  });
  const { formState, handleSubmit, setError } = form;
  const error = (field: keyof Values) => formState.errors[field]?.message;

  async function submit(values: Values) {
    setProblem(null);
    setTokenMessage(null);
    const { registrationCode, validityTimestamp } = readRegistrationState();
    const result = await register({
      flow: 'SOCIAL_REGISTRATION',
      email,
      socialToken,
      shoppingPreferences: values.shoppingPreferences,
      country: values.country as CountryCode,
      newsletter: values.newsletter,
      termsAndConditionsAccepted: values.termsAndConditionsAccepted,
      registrationCode: registrationCode ?? null,
      validityTimestamp: validityTimestamp ?? null,
    });
    if (result.kind === 'fieldErrors') {
      for (const { field, code } of result.errors) {
        // A rejected social token (expired sign-up) has no field here: its message stands above the form.
        if (field in values) setError(field as keyof Values, { message: fieldMessage(LL, field, code) });
        else setTokenMessage(fieldMessage(LL, field, code));
      }
    } else if (result.kind === 'codeProblem' || result.kind === 'requestFailed') setProblem(result);
  }

  const text = LL.registration.shoppingPreferences;
  const steps = LL.registration.flows.steps;
  const summary = (['shoppingPreferences', 'country', 'termsAndConditionsAccepted'] as const).flatMap((field) => {
    const message = error(field);
    return message ? [{ fieldId: `social-${field}`, message }] : [];
  });
  return (
    <>
      <Stepper steps={[steps.account(), steps.preferences()]} current={1} />
      <PageHeading title={LL.pages.socialSecondStep.heading()} />
      <p className="lead">{LL.pages.socialSecondStep.body()}</p>
      <Form className="registration-form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
        <ErrorSummary errors={summary} attempt={formState.submitCount} />
        {problem && <RequestProblem problem={problem} />}
        {tokenMessage && (
          <p className="form-alert" role="alert">
            {tokenMessage}
          </p>
        )}
        <p>{text.signingUpAs({ email })}</p>
        <div className={error('shoppingPreferences') ? 'field field--error' : 'field'}>
          <fieldset aria-describedby={error('shoppingPreferences') ? 'social-shoppingPreferences-error' : undefined}>
            <legend>{text.legend()}</legend>
            <FieldError id="social-shoppingPreferences-error" message={error('shoppingPreferences')} />
            <div className="choices">
              {preferences.map((preference, index) => (
                <label className="choice" key={preference}>
                  <input
                    type="checkbox"
                    value={preference}
                    id={index === 0 ? 'social-shoppingPreferences' : undefined}
                    {...form.register('shoppingPreferences')}
                  />
                  {text[preference]()}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <CountryField
          id="social-country"
          error={error('country')}
          field={form.register('country')}
          countries={supportedCountries}
        />
        <CheckboxField
          id="social-newsletter"
          label={LL.registration.form.newsletterShort()}
          hint={LL.registration.form.newsletterLong()}
          field={form.register('newsletter')}
        />
        <CheckboxField
          id="social-termsAndConditionsAccepted"
          label={LL.registration.form.terms()}
          error={error('termsAndConditionsAccepted')}
          field={form.register('termsAndConditionsAccepted')}
        />
        <button type="submit" disabled={formState.isSubmitting}>
          {LL.registration.form.completeRegistration()}
        </button>
      </Form>
    </>
  );
}
