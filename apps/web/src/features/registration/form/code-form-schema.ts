import * as z from 'zod';
import { normalised } from '@/components/form/normalised';
import { registerInput } from './form-schema';

/**
 * The code-entry form's schema: the generated input's registration code (required, its length
 * and characters), checked without the spaces around a pasted code. Whether the code opens an
 * invitation only the backend knows (registrationCodeDetails).
 */
export const codeFormSchema = z.object({
  registrationCode: normalised(registerInput.registrationCode.refine((code) => !!code, { message: 'REQUIRED' })),
});

export interface CodeFormValues {
  registrationCode: string;
}
