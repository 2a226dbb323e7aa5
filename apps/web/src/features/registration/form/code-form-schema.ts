import type { TranslationFunctions } from '@acq/locales/types';
import * as z from 'zod';
import { normaliseText } from '@/components/form/normalise-text';
import type { InvitationProblem } from '../invitation-problem';
import { registerInput } from './form-schema';

/**
 * The code-entry form's schema: the generated input's registration code (required, its length
 * and characters), checked without the spaces around a pasted code. Whether the code opens an
 * invitation only the backend knows (registrationCodeDetails).
 */
export const codeFormSchema = z.object({
  registrationCode: z.preprocess(
    (value) => (typeof value === 'string' ? normaliseText(value) : value),
    registerInput.registrationCode.refine((code) => !!code, { message: 'REQUIRED' }),
  ),
});

export interface CodeFormValues {
  registrationCode: string;
}

/**
 * SPEC.md §5 and §8's message for a code: missing, not valid (by its form or by the backend's
 * check), or the invitation's own problem (no balance left, expired, ...).
 */
export function codeMessage(LL: TranslationFunctions, code: InvitationProblem | string): string {
  switch (code) {
    case 'REQUIRED':
    case 'TOO_SHORT':
      return LL.codeEntry.missing();
    case 'invalid':
    case 'noBalance':
    case 'expired':
    case 'invalidLink':
      return LL.invitationErrors[code]();
    default: // codeNotValid, INVALID_CHARACTERS, TOO_LONG: no code looks like that
      return LL.codeEntry.invalid();
  }
}
