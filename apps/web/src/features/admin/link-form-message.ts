import type { InputErrorCode, RegistrationCodeError } from '@acq/graphql';
import type { TranslationFunctions } from '@acq/locales/types';

/** docs/product.md §5's messages for a code the form or the backend rejected. */
export function codeMessage(LL: TranslationFunctions, code: InputErrorCode | RegistrationCodeError | string): string {
  switch (code) {
    case 'TOO_SHORT':
    case 'REQUIRED':
      return LL.codeEntry.missing();
    case 'INVALID_CHARACTERS':
      return LL.screenPages.registrationLinkGenerator.invalidCharacters();
    case 'TOO_LONG':
    case 'REGISTRATION_CODE_INVALID':
      return LL.codeEntry.invalid();
    case 'REGISTRATION_CODE_NO_BALANCE_LEFT':
    case 'REGISTRATION_CODE_BALANCE_LESS_THAN_PENDING_REGISTRATIONS':
      return LL.invitationErrors.noBalance();
    default:
      return LL.screenPages.registrationLinkGenerator.codeRejected();
  }
}
