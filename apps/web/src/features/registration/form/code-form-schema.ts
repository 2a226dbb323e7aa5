import type { InputErrorCode } from '@acq/graphql';
import { InputErrorCodeSchema } from '@acq/graphql/zod';
import * as z from 'zod';
import { normalised } from '@/components/form/normalised';
import { registerInput } from './form-schema';

/**
 * The code-entry form's schema: the generated input's registration code (required, its length
 * and characters), checked without the spaces around a pasted code. Whether the code opens an
 * invitation only the backend knows (registrationCodeDetails).
 */
// The field is named as the address parameter it becomes: posted without scripts, the form is a GET
// of the page with `?rc=`, which the page's loader checks.
export const codeFormSchema = z.object({
  rc: normalised(registerInput.registrationCode.refine((code) => !!code, { message: 'REQUIRED' })),
});

/** What the schema refused in a code: its first issue's message, one of the generated schema's InputErrorCodes. */
export const codeRefusal = (error: z.ZodError): InputErrorCode =>
  InputErrorCodeSchema.catch('REQUIRED').parse(error.issues[0]?.message);
