import { i18nObject } from '@acq/locales';
import { loadLocale } from '@acq/locales/sync';
import { describe, expect, it } from 'vitest';
import { codeFormSchema, codeRefusal } from './code-form-schema';
import { invitationProblemMessage, refusedCodeMessage } from './code-message';

loadLocale('en');
const LL = i18nObject('en');
const refusalOf = (rc: string) => {
  const checked = codeFormSchema.safeParse({ rc });
  return checked.success ? null : codeRefusal(checked.error);
};

describe("a code's messages: the schema's refusals apart from the backend's problems", () => {
  it("names the schema's refusal by its InputErrorCode", () => {
    expect(['  ', 'ab cd', 'x'.repeat(65), ' VALID-CODE '].map(refusalOf)).toEqual([
      'TOO_SHORT', // spaces only: nothing left once trimmed
      'INVALID_CHARACTERS',
      'TOO_LONG',
      null,
    ]);
  });

  it('asks for a missing code and calls any other refused one not valid', () => {
    expect(refusedCodeMessage(LL, 'REQUIRED')).toBe(LL.codeEntry.missing());
    expect(refusedCodeMessage(LL, 'TOO_SHORT')).toBe(LL.codeEntry.missing());
    expect(refusedCodeMessage(LL, 'INVALID_CHARACTERS')).toBe(LL.codeEntry.invalid());
    expect(refusedCodeMessage(LL, 'TOO_LONG')).toBe(LL.codeEntry.invalid());
  });

  it("gives the invitation's own problem its message, an unknown code the code's", () => {
    expect(invitationProblemMessage(LL, 'codeNotValid')).toBe(LL.codeEntry.invalid());
    expect(invitationProblemMessage(LL, 'noBalance')).toBe(LL.invitationErrors.noBalance());
    expect(invitationProblemMessage(LL, 'expired')).toBe(LL.invitationErrors.expired());
  });
});
