import type { CountryCode } from '@acq/graphql';
import { RegisterByEmailInputSchema } from '@acq/graphql/zod';
import * as z from 'zod';
import { checkbox, choice } from '@/components/form/form-fields';
import { normalised } from '@/components/form/normalised';
import { normaliseText } from '@/components/form/normalise-text';
import type { FieldOf } from './form-values';

/**
 * The registration form's schemas: the generated input schema (its messages are the schema's
 * InputErrorCodes) narrowed to each step's fields, plus what a form needs on top: name and form
 * of address are required, the terms must be accepted and the country must be one the invitation
 * offers. Messages are translated afterwards by field and code (field-message.ts).
 */
// Optional input fields are optional keys of the generated shape type; every key is there.
export const registerInput = RegisterByEmailInputSchema.shape as Required<typeof RegisterByEmailInputSchema.shape>;

const required = <S extends z.ZodType>(schema: S) =>
  schema.refine((value) => value !== null && value !== undefined && value !== '', { message: 'REQUIRED' });

/**
 * A first or last name: the schema's pattern (letters, marks, apostrophes, hyphens, spaces of
 * every European name). Nothing but spaces is no name: it is only missing (REQUIRED), not also
 * too short and of invalid characters.
 */
export const nameSchema = (field: 'firstName' | 'lastName') =>
  required(
    z.preprocess((value) => {
      const name = typeof value === 'string' ? normaliseText(value) : value;
      return name === '' ? null : name;
    }, registerInput[field]),
  );

/** The terms must be accepted (the backend says NOT_ACCEPTED otherwise). */
export const acceptedTerms = checkbox(
  registerInput.termsAndConditionsAccepted.refine((value) => value, { message: 'NOT_ACCEPTED' }),
);

const offeredCountry = (offered: readonly CountryCode[]) =>
  registerInput.country.refine((country) => offered.length === 0 || offered.includes(country), {
    message: 'INVALID_VALUE',
  });

// Each group's rules name every field of the group (a compile error otherwise).
const personRules = {
  gender: required(choice(registerInput.gender)),
  firstName: nameSchema('firstName'),
  lastName: nameSchema('lastName'),
} satisfies Record<FieldOf<'person'>, z.ZodType>;

const emailRules = { email: normalised(registerInput.email) } satisfies Record<FieldOf<'email'>, z.ZodType>;

const consentRules = (offered: readonly CountryCode[]) =>
  ({
    country: offeredCountry(offered),
    newsletter: checkbox(registerInput.newsletter),
    termsAndConditionsAccepted: acceptedTerms,
  }) satisfies Record<FieldOf<'consents'>, z.ZodType>;

export const detailsSchema = z.object(personRules);

export const emailStepSchema = (offered: readonly CountryCode[]) =>
  z.object({ ...emailRules, ...consentRules(offered) });

export type EmailStepValues = z.output<ReturnType<typeof emailStepSchema>>;

export const oneStepSchema = (offered: readonly CountryCode[]) =>
  z.object({ ...personRules, ...emailRules, ...consentRules(offered) });

/**
 * The form's steps: all at once; lean step 1 (e-mail and consents); lean step 2 after step 1
 * (form of address and names); lean step 2 entered with a known e-mail, which also asks for what
 * step 1 would have (country and consents).
 */
export type FormStep = 'oneStep' | 'email' | 'details' | 'detailsWithConsents';

/**
 * The fields a step checks, with the rules the page checks them with before it sends them and the
 * registration action checks them with when they arrive (the step is posted with them). The
 * countries are those the invitation offers; the server, which does not know it, takes every one.
 */
export function stepSchema(step: FormStep, countries: readonly CountryCode[]) {
  switch (step) {
    case 'email':
      return emailStepSchema(countries);
    case 'details':
      return detailsSchema;
    case 'detailsWithConsents':
      return z.object({ ...personRules, ...consentRules(countries) });
    default:
      return oneStepSchema(countries);
  }
}

export { formFields, type FormField, type RegistrationFormValues } from './form-values';
