import type { CountryCode, ShoppingPreference } from '@acq/graphql';
import { useI18nContext } from '@acq/locales/react';
import { useMemo } from 'react';
import { AppFormView } from '@/components/form/app-form';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FieldError } from '@/components/form/field-error';
import { sessionKeeper } from '@/components/form/kept-values';
import { useFollowingDefault } from '@/components/form/use-following-default';
import { PageHeading } from '@/components/layout/page-heading';
import { Stepper } from '@/components/stepper/stepper';
import { supportedCountries } from '@/lib/startup/country';
import { useStartupFacts } from '@/lib/startup-context';
import { CountryField } from './country-field';
import { shoppingPreferences } from '../form/form-values';
import { useHydrated } from '@/lib/use-hydrated';
import { useRegisterPost } from '../hooks/use-register-post';
import { readRegistrationState } from '../state/registration-state';

interface Values {
  shoppingPreferences: ShoppingPreference[];
  country: CountryCode | '';
  newsletter: boolean;
  termsAndConditionsAccepted: boolean;
}

const fieldIds = {
  shoppingPreferences: 'social-shoppingPreferences',
  country: 'social-country',
  termsAndConditionsAccepted: 'social-termsAndConditionsAccepted',
};

const loadSchema = async () => (await import('../form/social-second-step-schema')).socialSecondStepSchema;

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
  const keeper = useMemo(() => sessionKeeper<Values>('social-second-step'), []);
  // The invitation this tab kept from the landing page (session storage: known once hydrated).
  const kept = useHydrated() ? readRegistrationState() : null;
  const start: Values = { shoppingPreferences: [], country, newsletter: false, termsAndConditionsAccepted: false };
  const { kit } = useRegisterPost({
    defaultValues: start,
    fieldIds,
    loadSchema,
    keeper,
    hiddenFields: {
      step: 'social',
      flow: 'SOCIAL_REGISTRATION',
      email,
      socialToken,
      registrationCode: kept?.registrationCode,
      validityTimestamp: kept?.validityTimestamp,
    },
  });
  const { form, errorFor } = kit;
  useFollowingDefault(form, 'country', country);
  const text = LL.registration.shoppingPreferences;
  const steps = LL.registration.flows.steps;
  const preferenceError = errorFor('shoppingPreferences');
  return (
    <>
      <Stepper steps={[steps.account(), steps.preferences()]} current={1} />
      <PageHeading title={LL.registrationPages.socialSecondStep.heading()} />
      <p className="lead">{LL.registrationPages.socialSecondStep.body()}</p>
      <AppFormView kit={kit} className="registration-form">
        <p className="names-address">{text.signingUpAs({ email })}</p>
        <div className={preferenceError ? 'field field--error' : 'field'}>
          <fieldset aria-describedby={preferenceError ? 'social-shoppingPreferences-error' : undefined}>
            <legend>{text.legend()}</legend>
            <FieldError id="social-shoppingPreferences-error" message={preferenceError} />
            <div className="choices">
              {shoppingPreferences.map((preference, index) => (
                <label className="choice" key={preference}>
                  <input
                    type="checkbox"
                    value={preference}
                    id={index === 0 ? fieldIds.shoppingPreferences : undefined}
                    defaultChecked={(kit.start('shoppingPreferences') as string[]).includes(preference)}
                    {...form.register('shoppingPreferences', { disableProgressiveEnhancement: true })}
                  />
                  {text[preference]()}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <CountryField
          id={fieldIds.country}
          error={errorFor('country')}
          field={form.register('country')}
          countries={supportedCountries}
        />
        <CheckboxField
          id="social-newsletter"
          label={LL.registration.form.newsletterShort()}
          hint={LL.registration.form.newsletterLong()}
          field={kit.checkbox('newsletter')}
        />
        <CheckboxField
          id={fieldIds.termsAndConditionsAccepted}
          label={LL.registration.form.terms()}
          error={errorFor('termsAndConditionsAccepted')}
          field={kit.checkbox('termsAndConditionsAccepted')}
        />
        <button type="submit" disabled={kit.sending}>
          {kit.sending ? LL.registration.form.sending() : LL.registration.form.completeRegistration()}
        </button>
      </AppFormView>
    </>
  );
}
