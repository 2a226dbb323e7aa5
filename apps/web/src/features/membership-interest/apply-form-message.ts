import type { InputErrorCode } from '@acq/graphql';
import type { TranslationFunctions } from '@acq/locales/types';

/** docs/product.md §5: whatever is wrong with the address (empty, malformed, too long), one message says so. */
export function applyFormMessage(LL: TranslationFunctions, _code: InputErrorCode | string | undefined): string {
  return LL.pages.membershipInterestApply.invalidEmail();
}
