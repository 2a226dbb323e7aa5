import { CreateRegistrationLinkInputSchema } from '@acq/graphql/zod';
import * as z from 'zod';
import { normalised } from '@/components/form/normalised';

/**
 * The generator's form: the generated input schema's code field, checked (and sent) without the
 * spaces around a pasted code; messages translated when shown.
 */
export const linkFormSchema = z.object({
  registrationCode: normalised(CreateRegistrationLinkInputSchema.shape.registrationCode),
});
