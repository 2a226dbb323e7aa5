import type { CountryCode } from '@acq/graphql';
import { useI18nContext } from '@acq/locales/react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { CheckboxField } from '@/components/form/checkbox-field';
import { TextField } from '@/components/form/text-field';
import type { RegistrationFormValues } from '../form/form-schema';
import type { StepFields } from '../hooks/use-registration-form';
import type { Invitation } from '../invitation';
import { CountryField } from './country-field';
import { GenderField } from './gender-field';
import { LegalLinks } from './legal-links';

interface RegistrationFieldsProps {
  fields: StepFields;
  form: UseFormReturn<RegistrationFormValues>;
  /** The translated message of a rejected field (useAppForm's). */
  errorFor: (field: keyof RegistrationFormValues) => string | undefined;
  invitation: Invitation | null;
  countries: readonly CountryCode[];
  /** A field's starting value, for the server's markup (useAppForm's `start`). */
  start: (field: keyof RegistrationFormValues) => unknown;
}

/** The fields of one step, by group: the person (form of address, names), the e-mail, the country and consents. */
export function RegistrationFields({ fields, form, errorFor, invitation, countries, start }: RegistrationFieldsProps) {
  const { LL } = useI18nContext();
  const { register, control } = form;
  const country = useWatch({ control, name: 'country' });
  const error = errorFor;
  const text = LL.registration.form;
  const id = (field: keyof RegistrationFormValues) => `registration-${field}`;
  return (
    <>
      {fields.person && (
        <>
          <GenderField id={id('gender')} error={error('gender')} field={register('gender')} chosen={start('gender')} />
          <TextField
            id={id('firstName')}
            label={text.firstName()}
            error={error('firstName')}
            autoComplete="given-name"
            defaultValue={start('firstName') as string}
            {...register('firstName')}
          />
          <TextField
            id={id('lastName')}
            label={text.lastName()}
            error={error('lastName')}
            autoComplete="family-name"
            defaultValue={start('lastName') as string}
            {...register('lastName')}
          />
        </>
      )}
      {fields.email && (
        <TextField
          id={id('email')}
          label={text.email()}
          error={error('email')}
          type="email"
          autoComplete="email"
          spellCheck={false}
          defaultValue={start('email') as string}
          {...register('email')}
        />
      )}
      {fields.consents && (
        <>
          <CountryField
            id={id('country')}
            error={error('country')}
            field={register('country')}
            countries={countries}
            defaultValue={start('country') as string}
          />
          <CheckboxField
            id={id('newsletter')}
            label={text.newsletterShort()}
            hint={text.newsletterLong()}
            field={register('newsletter')}
            defaultChecked={start('newsletter') === true}
          />
          <CheckboxField
            id={id('termsAndConditionsAccepted')}
            label={text.terms()}
            error={error('termsAndConditionsAccepted')}
            field={register('termsAndConditionsAccepted')}
            defaultChecked={start('termsAndConditionsAccepted') === true}
            hint={<LegalLinks invitation={invitation} country={country} />}
          />
          <p className="hint">{text.emailConsent()}</p>
        </>
      )}
    </>
  );
}
