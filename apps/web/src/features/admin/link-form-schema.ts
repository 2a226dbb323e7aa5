import type { InputErrorCode, RegistrationCodeError } from '@acq/graphql';
import { CreateRegistrationLinkInputSchema } from '@acq/graphql/zod';
import type { TranslationFunctions } from '@acq/locales/types';
import * as z from 'zod';
import { normaliseText } from '@/components/form/normalise-text';

/**
 * The generator's form: the generated input schema's code field, checked (and sent) without the
 * spaces around a pasted code; messages translated when shown.
 */
export const linkFormSchema = z.object({
  registrationCode: z.preprocess(
    (value) => (typeof value === 'string' ? normaliseText(value) : value),
    CreateRegistrationLinkInputSchema.shape.registrationCode,
  ),
});
export interface LinkFormValues {
  registrationCode: string;
}

/** SPEC.md §5's messages for a code the form or the backend rejected. */
export function codeMessage(LL: TranslationFunctions, code: InputErrorCode | RegistrationCodeError | string): string {
  switch (code) {
    case 'TOO_SHORT':
    case 'REQUIRED':
      return LL.codeEntry.missing();
    case 'INVALID_CHARACTERS':
      return LL.pages.registrationLinkGenerator.invalidCharacters();
    case 'TOO_LONG':
    case 'REGISTRATION_CODE_INVALID':
      return LL.codeEntry.invalid();
    case 'REGISTRATION_CODE_NO_BALANCE_LEFT':
    case 'REGISTRATION_CODE_BALANCE_LESS_THAN_PENDING_REGISTRATIONS':
      return LL.invitationErrors.noBalance();
    default:
      return LL.pages.registrationLinkGenerator.codeRejected();
  }
}
