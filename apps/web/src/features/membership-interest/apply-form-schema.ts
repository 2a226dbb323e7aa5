import { ApplyForMembershipInputSchema } from '@acq/graphql/zod';
import * as z from 'zod';
import { normalised } from '@/components/form/normalised';

/**
 * The apply form's schema: the generated input schema's address, checked (and sent) without the
 * spaces autofill or pasting leave around it. Its messages stay InputErrorCodes; `applyFormMessage`
 * (apply-form-message.ts, loaded with the page, unlike zod) translates them when they are shown.
 */
export const applyFormSchema = z.object({
  email: normalised(ApplyForMembershipInputSchema.shape.email),
});
