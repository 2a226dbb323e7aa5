import { ShoppingPreference, type CountryCode } from '@acq/graphql';

// The form's shape without zod, so the page can render and hydrate before validation is loaded.

/** The fields of the whole form, in the order the form shows them (and the error summary lists them). */
export const formFields = [
  'gender',
  'firstName',
  'lastName',
  'email',
  'country',
  'newsletter',
  'termsAndConditionsAccepted',
] as const;
export type FormField = (typeof formFields)[number];

/** The values the form holds while the visitor types; empty choices are null. */
export interface RegistrationFormValues {
  gender: 'FEMALE' | 'MALE' | null;
  firstName: string;
  lastName: string;
  email: string;
  country: CountryCode | '';
  newsletter: boolean;
  termsAndConditionsAccepted: boolean;
}

/** The shopping preferences of the social second step, in the schema's order (women's fashion first). */
export const shoppingPreferences: readonly ShoppingPreference[] = Object.values(ShoppingPreference);
