import type { CountryCode } from '@acq/graphql';
import { useI18nContext } from '@acq/locales/react';
import { memo, Suspense, type ReactNode } from 'react';
import type { FieldKit } from '@/components/form/app-form-types';
import { CheckboxField } from '@/components/form/checkbox-field';
import { TextField } from '@/components/form/text-field';
import { fieldsOf, type FieldGroup, type FormField, type RegistrationFormValues } from '../form/form-values';
import type { StepFields } from '../form/form-flow';
import type { Invitation } from '../invitation';
import { CountryField } from './country-field';
import { GenderField } from './gender-field';
import { ChosenCountryLegalLinks } from './legal-links';

interface RegistrationFieldsProps {
  fields: StepFields;
  kit: FieldKit<RegistrationFormValues>;
  invitation: Invitation | null;
  countries: readonly CountryCode[];
}

/**
 * The fields of one step, by group: the person (form of address, names), the e-mail, the country and
 * consents. A memo: the form's own renders (sending, its library's second render on mount, the
 * router's updates) pass the fields by unless their errors or starting values changed.
 */
export const RegistrationFields = memo(function RegistrationFields({
  fields,
  kit,
  invitation,
  countries,
}: RegistrationFieldsProps) {
  const { LL } = useI18nContext();
  const { errorFor: error, start, checkbox, text: field, values } = kit;
  const text = LL.registration.form;
  const id = (field: FormField) => `registration-${field}`;
  // Every field of the form has its control here (a compile error otherwise).
  const controls: Record<FormField, () => ReactNode> = {
    gender: () => <GenderField id={id('gender')} error={error('gender')} name="gender" chosen={start('gender')} />,
    firstName: () => (
      <TextField
        id={id('firstName')}
        label={text.firstName()}
        error={error('firstName')}
        autoComplete="given-name"
        {...field('firstName')}
      />
    ),
    lastName: () => (
      <TextField
        id={id('lastName')}
        label={text.lastName()}
        error={error('lastName')}
        autoComplete="family-name"
        {...field('lastName')}
      />
    ),
    email: () => (
      <TextField
        id={id('email')}
        label={text.email()}
        error={error('email')}
        type="email"
        autoComplete="email"
        spellCheck={false}
        {...field('email')}
      />
    ),
    country: () => (
      <CountryField id={id('country')} error={error('country')} field={field('country')} countries={countries} />
    ),
    newsletter: () => (
      <CheckboxField
        id={id('newsletter')}
        label={text.newsletterShort()}
        hint={text.newsletterLong()}
        field={checkbox('newsletter')}
      />
    ),
    termsAndConditionsAccepted: () => (
      <CheckboxField
        id={id('termsAndConditionsAccepted')}
        label={text.terms()}
        error={error('termsAndConditionsAccepted')}
        field={checkbox('termsAndConditionsAccepted')}
        hint={<ChosenCountryLegalLinks invitation={invitation} values={values} />}
      />
    ),
  };
  // Each field hydrates on its own (a Suspense boundary, which nothing in it ever suspends): a tap
  // while the form hydrates makes React finish at once the form's frame and the tapped field, not
  // every field; the others follow in slices.
  const group = (name: FieldGroup) =>
    fields[name] &&
    fieldsOf(name).map((field) => (
      <Suspense key={field} fallback={null}>
        {controls[field]()}
      </Suspense>
    ));
  return (
    <>
      {group('person')}
      {group('email')}
      {group('consents')}
      {fields.consents && <p className="hint">{text.emailConsent()}</p>}
    </>
  );
});
