import { CreateRegistrationLinkInputSchema } from '@acq/graphql/zod';
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
