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

// Where the social second step lists each preference (codegen sorts the enum's values by name).
// A record of every value, so a preference added to the schema cannot be left out.
const listPosition: Record<ShoppingPreference, number> = { WOMEN: 0, MEN: 1, KIDS: 2, HOME: 3, BEAUTY: 4 };

/** The shopping preferences of the social second step, women's fashion first. */
export const shoppingPreferences: readonly ShoppingPreference[] = Object.values(ShoppingPreference).sort(
  (a, b) => listPosition[a] - listPosition[b],
);
