import { ShoppingPreference, type Gender, type RegisterByEmailInput } from '@acq/graphql';
import type { RegistrationState } from '../state/registration-state';

// The form's shape without zod, so the page can render and hydrate before validation is loaded.

/** The groups of fields a step of the form shows: the person, the e-mail address, the country and consents. */
export type FieldGroup = 'person' | 'email' | 'consents';

/**
 * Every field of the backend's registration input, in the order the form shows them (and the error
 * summary lists them), and where the page takes it from: the group of fields that asks the visitor
 * for it, with the registration state's entry that keeps it for the tab, or the page itself (the
 * flow, the invitation, the tokens of a link or sign-up), or the social second step. The one list of
 * the registration's fields: after `pnpm codegen`, a field added to the schema's input fails to
 * compile here, and once it has its group, everywhere the form must handle it.
 */
export const registrationInputFields = {
  gender: { group: 'person', keptAs: 'registrationGender' },
  firstName: { group: 'person', keptAs: 'registrationFirstName' },
  lastName: { group: 'person', keptAs: 'registrationLastName' },
  email: { group: 'email', keptAs: 'registrationEmail' },
  country: { group: 'consents', keptAs: 'registrationCountry' },
  newsletter: { group: 'consents', keptAs: 'registrationNewsLetter' },
  termsAndConditionsAccepted: { group: 'consents', keptAs: 'registrationTermsAndConditions' },
  flow: 'page',
  registrationCode: 'page',
  validityTimestamp: 'page',
  waitingListApprovalToken: 'page',
  emailToken: 'page',
  socialToken: 'page',
  shoppingPreferences: 'socialSecondStep',
} as const satisfies Record<
  keyof RegisterByEmailInput,
  { group: FieldGroup; keptAs: keyof RegistrationState } | 'page' | 'socialSecondStep'
>;

type InputFields = typeof registrationInputFields;
/** A field the registration form asks the visitor for. */
export type FormField = {
  [Field in keyof InputFields]: InputFields[Field] extends { group: FieldGroup } ? Field : never;
}[keyof InputFields];

/** The fields of one group. */
export type FieldOf<Group extends FieldGroup> = {
  [Field in FormField]: InputFields[Field] extends { group: Group } ? Field : never;
}[FormField];

const asked = (field: string): field is FormField => typeof registrationInputFields[field as FormField] === 'object';

/** The fields of the whole form, in the order the form shows them. */
export const formFields: readonly FormField[] = Object.keys(registrationInputFields).filter(asked);

/** The fields of one group, in the form's order. */
export const fieldsOf = (group: FieldGroup): readonly FormField[] =>
  formFields.filter((field) => registrationInputFields[field].group === group);

/**
 * The values the form holds while the visitor types; empty choices are null (a radio) or '' (a
 * select). A field the list above adds is here too (as `unknown` until it is typed), so the form's
 * starting values fail to compile without it.
 */
export interface RegistrationFormValues extends Record<FormField, unknown> {
  gender: Gender | null;
  firstName: string;
  lastName: string;
  email: string;
  country: RegisterByEmailInput['country'] | '';
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
