import { inputConstraints, type InputErrorCode } from '@acq/graphql';
import type { TranslationFunctions } from '@acq/locales/types';
import type { FormField } from './form-values';

// The bounds the schema's @constraint directives set, which a "too long" message names.
const { RegisterByEmailInput: limits } = inputConstraints;
const maxLengths: Partial<Record<string, number>> = Object.fromEntries(
  Object.entries(limits).flatMap(([field, constraint]) =>
    'maxLength' in constraint ? [[field, constraint.maxLength]] : [],
  ),
);

type Messages = TranslationFunctions['registration']['messages'];

/** Each field's "please provide" text: every field of the form has one (a compile error otherwise). */
const askFor: Record<FormField, (messages: Messages) => string> = {
  gender: (messages) => messages.gender(),
  firstName: (messages) => messages.firstName(),
  lastName: (messages) => messages.lastName(),
  email: (messages) => messages.email(),
  country: (messages) => messages.country(),
  newsletter: (messages) => messages.email(), // a tick is never refused: the address it goes to is
  termsAndConditionsAccepted: (messages) => messages.terms(),
};

/**
 * docs/product.md §5's message for a rejected field, whether the form's schema or the backend rejected
 * it: each field has its own "please provide" text, except for disallowed characters and
 * over-long values, which say what is wrong. The social second step's preferences and the tokens
 * of a sign-up or an approval link have theirs; anything else asks for the address.
 */
export function fieldMessage(LL: TranslationFunctions, field: string, code: InputErrorCode | string): string {
  const messages = LL.registration.messages;
  if (code === 'INVALID_CHARACTERS') return messages.invalidCharacters();
  if (code === 'TOO_LONG' && maxLengths[field]) return messages.tooLong({ max: maxLengths[field] });
  if (field in askFor) return askFor[field as FormField](messages);
  if (field === 'shoppingPreferences') return messages.shoppingPreferences();
  if (field === 'socialToken') return messages.socialToken();
  if (field === 'waitingListApprovalToken') return LL.registration.flows.waitingList.refused();
  return messages.email();
}
