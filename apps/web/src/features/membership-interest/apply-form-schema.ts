import type { InputErrorCode } from '@acq/graphql';
import { ApplyForMembershipInputSchema } from '@acq/graphql/zod';
import type { TranslationFunctions } from '@acq/locales/types';
import * as z from 'zod';

/**
 * The apply form's schema: the generated input schema (the form trims the address before it is
 * checked). Its messages stay InputErrorCodes; `applyFormMessage` translates them when they are
 * shown, so that a language switch re-translates a message already on screen.
 */
export const applyFormSchema = z.object({ email: ApplyForMembershipInputSchema.shape.email });

export type ApplyFormValues = z.input<typeof applyFormSchema>;

/** SPEC.md §5: whatever is wrong with the address (empty, malformed, too long), one message says so. */
export function applyFormMessage(LL: TranslationFunctions, _code: InputErrorCode | string | undefined): string {
  return LL.pages.membershipInterestApply.invalidEmail();
}
