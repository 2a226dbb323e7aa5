import type { CountryCode, ShoppingPreference } from '@acq/graphql';
import { useI18nContext } from '@acq/locales/react';
import { memo, Suspense } from 'react';
import type { FieldKit } from '@/components/form/app-form-types';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FieldError } from '@/components/form/field-error';
import { supportedCountries } from '@/lib/startup/country';
import { shoppingPreferences } from '../form/form-values';
import { CountryField } from './country-field';

/** The social second step's values: what the social sign-in did not tell. */
export interface SocialSecondStepValues {
  shoppingPreferences: ShoppingPreference[];
  country: CountryCode | '';
  newsletter: boolean;
  termsAndConditionsAccepted: boolean;
}

export const socialFieldIds = {
  shoppingPreferences: 'social-shoppingPreferences',
  country: 'social-country',
  termsAndConditionsAccepted: 'social-termsAndConditionsAccepted',
};

/**
 * The social second step's fields: the shopping preferences, the country and the consents. As the
 * registration form's (`registration-fields.tsx`), a memo of the form's `FieldKit` whose fields each
 * hydrate on their own: a tap while the page hydrates makes React finish the page's frame and the
 * tapped field at once, not every field.
 */
export const SocialSecondStepFields = memo(function SocialSecondStepFields({
  kit,
}: {
  kit: FieldKit<SocialSecondStepValues>;
}) {
  const { LL } = useI18nContext();
  const { errorFor, text: field, start, checkbox } = kit;
  const text = LL.registration.shoppingPreferences;
  const preferenceError = errorFor('shoppingPreferences');
  return (
    <>
      <Suspense fallback={null}>
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
                    id={index === 0 ? socialFieldIds.shoppingPreferences : undefined}
                    defaultChecked={(start('shoppingPreferences') as string[]).includes(preference)}
                    name="shoppingPreferences"
                  />
                  {text[preference]()}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </Suspense>
      <Suspense fallback={null}>
        <CountryField
          id={socialFieldIds.country}
          error={errorFor('country')}
          field={field('country')}
          countries={supportedCountries}
        />
      </Suspense>
      <Suspense fallback={null}>
        <CheckboxField
          id="social-newsletter"
          label={LL.registration.form.newsletterShort()}
          hint={LL.registration.form.newsletterLong()}
          field={checkbox('newsletter')}
        />
      </Suspense>
      <Suspense fallback={null}>
        <CheckboxField
          id={socialFieldIds.termsAndConditionsAccepted}
          label={LL.registration.form.terms()}
          error={errorFor('termsAndConditionsAccepted')}
          field={checkbox('termsAndConditionsAccepted')}
        />
      </Suspense>
    </>
  );
});
