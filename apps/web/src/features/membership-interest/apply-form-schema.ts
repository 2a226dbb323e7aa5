import type { InputErrorCode } from '@acq/graphql';
import { ApplyForMembershipInputSchema } from '@acq/graphql/zod';
import type { TranslationFunctions } from '@acq/locales/types';
import * as z from 'zod';
import { normaliseText } from '@/components/form/normalise-text';

/**
 * The apply form's schema: the generated input schema's address, checked (and sent) without the
 * spaces autofill or pasting leave around it. Its messages stay InputErrorCodes; `applyFormMessage`
 * translates them when they are shown.
 */
export const applyFormSchema = z.object({
  email: z.preprocess(
    (value) => (typeof value === 'string' ? normaliseText(value) : value),
    ApplyForMembershipInputSchema.shape.email,
  ),
});

export interface ApplyFormValues {
  email: string;
}

/** SPEC.md §5: whatever is wrong with the address (empty, malformed, too long), one message says so. */
export function applyFormMessage(LL: TranslationFunctions, _code: InputErrorCode | string | undefined): string {
  return LL.pages.membershipInterestApply.invalidEmail();
}
