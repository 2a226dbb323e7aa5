import type { CountryCode } from '@acq/graphql';
import { useI18nContext } from '@acq/locales/react';
import type { AppForm } from '@/components/form/app-form-types';
import { CheckboxField } from '@/components/form/checkbox-field';
import { TextField } from '@/components/form/text-field';
import type { RegistrationFormValues } from '../form/form-schema';
import type { StepFields } from '../form/form-flow';
import type { Invitation } from '../invitation';
import { CountryField } from './country-field';
import { GenderField } from './gender-field';
import { ChosenCountryLegalLinks } from './legal-links';

interface RegistrationFieldsProps {
  fields: StepFields;
  kit: AppForm<RegistrationFormValues>;
  invitation: Invitation | null;
  countries: readonly CountryCode[];
}

/** The fields of one step, by group: the person (form of address, names), the e-mail, the country and consents. */
export function RegistrationFields({ fields, kit, invitation, countries }: RegistrationFieldsProps) {
  const { LL } = useI18nContext();
  const { errorFor, start, checkbox } = kit;
  const { register, control } = kit.form;
  const error = errorFor;
  const text = LL.registration.form;
  const id = (field: keyof RegistrationFormValues) => `registration-${field}`;
  return (
    <>
      {fields.person && (
        <>
          <GenderField
            id={id('gender')}
            error={error('gender')}
            field={register('gender', { disableProgressiveEnhancement: true })}
            chosen={start('gender')}
          />
          <TextField
            id={id('firstName')}
            label={text.firstName()}
            error={error('firstName')}
            autoComplete="given-name"
            {...register('firstName')}
          />
          <TextField
            id={id('lastName')}
            label={text.lastName()}
            error={error('lastName')}
            autoComplete="family-name"
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
          {...register('email')}
        />
      )}
      {fields.consents && (
        <>
          <CountryField id={id('country')} error={error('country')} field={register('country')} countries={countries} />
          <CheckboxField
            id={id('newsletter')}
            label={text.newsletterShort()}
            hint={text.newsletterLong()}
            field={checkbox('newsletter')}
          />
          <CheckboxField
            id={id('termsAndConditionsAccepted')}
            label={text.terms()}
            error={error('termsAndConditionsAccepted')}
            field={checkbox('termsAndConditionsAccepted')}
            hint={<ChosenCountryLegalLinks invitation={invitation} control={control} />}
          />
          <p className="hint">{text.emailConsent()}</p>
        </>
      )}
    </>
  );
}
