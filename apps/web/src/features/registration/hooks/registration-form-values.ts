import type { ValueKeeper } from '@/components/form/kept-values';
import { isSupportedCountry } from '@/lib/startup/country';
import {
  fieldsOf,
  formFields,
  registrationInputFields,
  type FormField,
  type RegistrationFormValues,
} from '../form/form-values';
import { readRegistrationState, updateRegistrationState, type RegistrationState } from '../state/registration-state';

// The registration form's values and the tab's registration state (docs/product.md §3), both ways.

// Only a plausibility check for a kept address; the schema and the backend check it for real.
const looksLikeEmail = (value: string | undefined): value is string => !!value && /^[^\s@]+@[^\s@]+$/.test(value);

/** Lean step 1's values as it sent them, for step 2 to post with its own (without scripts). */
export function sentFirstStep(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    [...fieldsOf('email'), ...fieldsOf('consents')].flatMap((field) => {
      const value = values[field];
      return typeof value === 'string' ? [[field, value]] : [];
    }),
  );
}

/** Form values as the registration state keeps them: each field under its entry, an empty text or choice ('') as none. */
export function keptEntries(values: Partial<Record<FormField, unknown>>): Partial<RegistrationState> {
  return Object.fromEntries(
    formFields.flatMap((field) =>
      field in values
        ? [[registrationInputFields[field].keptAs, values[field] === '' ? undefined : values[field]]]
        : [],
    ),
  ) as Partial<RegistrationState>;
}

/** How far this tab got: an address given before (product popup, step 1) and whether step 1 is done. */
export function restoredProgress() {
  const state = readRegistrationState();
  const email = state.registrationEmail?.trim();
  return { email: looksLikeEmail(email) ? email : null, leanStep1Done: !!state.leanStep1Done };
}

/**
 * The form keeps what the visitor types in the registration state (docs/product.md §3), which other pages
 * read too ("check your inbox" shows the address); a kept country counts only if it is offered.
 */
export function registrationStateKeeper(
  countries: readonly string[],
  visitorCountry: string,
): ValueKeeper<RegistrationFormValues> {
  return {
    read: () => initialValues(countries, visitorCountry, readRegistrationState()),
    write: (values) => updateRegistrationState(keptEntries(values)),
  };
}

export function initialValues(
  countries: readonly string[],
  visitorCountry: string,
  state: RegistrationState,
): RegistrationFormValues {
  const offered = (country: string | undefined) =>
    isSupportedCountry(country) && countries.includes(country) ? country : undefined;
  return {
    gender: state.registrationGender ?? null,
    firstName: state.registrationFirstName ?? '',
    lastName: state.registrationLastName ?? '',
    email: state.registrationEmail ?? '',
    country: offered(state.registrationCountry) ?? offered(visitorCountry) ?? '',
    newsletter: state.registrationNewsLetter,
    termsAndConditionsAccepted: state.registrationTermsAndConditions,
  };
}
