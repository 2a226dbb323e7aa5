import type { CountryCode } from '@acq/graphql';
import { RegisterByEmailInputSchema } from '@acq/graphql/zod';
import * as z from 'zod';
import { normalised } from '@/components/form/normalised';
import { normaliseText } from '@/components/form/normalise-text';

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
export const acceptedTerms = registerInput.termsAndConditionsAccepted.refine((value) => value, {
  message: 'NOT_ACCEPTED',
});

const offeredCountry = (offered: readonly CountryCode[]) =>
  registerInput.country.refine((country) => offered.length === 0 || offered.includes(country), {
    message: 'INVALID_VALUE',
  });

export const detailsSchema = z.object({
  gender: required(registerInput.gender),
  firstName: nameSchema('firstName'),
  lastName: nameSchema('lastName'),
});

export const emailStepSchema = (offered: readonly CountryCode[]) =>
  z.object({
    email: normalised(registerInput.email),
    country: offeredCountry(offered),
    newsletter: registerInput.newsletter,
    termsAndConditionsAccepted: acceptedTerms,
  });

export type EmailStepValues = z.output<ReturnType<typeof emailStepSchema>>;

export const oneStepSchema = (offered: readonly CountryCode[]) => detailsSchema.extend(emailStepSchema(offered).shape);

export { formFields, type FormField, type RegistrationFormValues } from './form-values';
