import { inputConstraints, type InputErrorCode } from '@acq/graphql';
import type { TranslationFunctions } from '@acq/locales/types';

// The bounds the schema's @constraint directives set, which a "too long" message names.
const { RegisterByEmailInput: limits } = inputConstraints;
const maxLengths: Partial<Record<string, number>> = {
  firstName: limits.firstName.maxLength,
  lastName: limits.lastName.maxLength,
  email: limits.email.maxLength,
};

/**
 * docs/product.md §5's message for a rejected field, whether the form's schema or the backend rejected
 * it: each field has its own "please provide" text, except for disallowed characters and
 * over-long values, which say what is wrong.
 */
export function fieldMessage(LL: TranslationFunctions, field: string, code: InputErrorCode | string): string {
  const messages = LL.registration.messages;
  if (code === 'INVALID_CHARACTERS') return messages.invalidCharacters();
  if (code === 'TOO_LONG' && maxLengths[field]) return messages.tooLong({ max: maxLengths[field] });
  switch (field) {
    case 'gender':
      return messages.gender();
    case 'firstName':
      return messages.firstName();
    case 'lastName':
      return messages.lastName();
    case 'country':
      return messages.country();
    case 'termsAndConditionsAccepted':
      return messages.terms();
    case 'shoppingPreferences':
      return messages.shoppingPreferences();
    case 'socialToken':
      return messages.socialToken();
    case 'waitingListApprovalToken':
      return LL.registration.flows.waitingList.refused();
    default:
      return messages.email();
  }
}
