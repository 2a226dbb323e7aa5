import * as z from 'zod';
import { normaliseText } from '@/components/form/normalise-text';
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
