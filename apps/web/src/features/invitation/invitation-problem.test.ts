import { describe, expect, it } from 'vitest';
import { invitationProblem } from './invitation-problem';

describe('invitationProblem', () => {
  it('is none for a usable code', () => expect(invitationProblem([])).toBeNull());

  it.each([
    [['REGISTRATION_CODE_INVALID'], 'codeNotValid'],
    [['REGISTRATION_LINK_EXPIRED'], 'expired'],
    [['REGISTRATION_TIMESTAMP_MISSING'], 'invalidLink'],
    [['REGISTRATION_CODE_NO_BALANCE_LEFT'], 'noBalance'],
    [['REGISTRATION_CODE_BALANCE_LESS_THAN_PENDING_REGISTRATIONS'], 'noBalance'],
    [['INVITER_INVALID'], 'invalid'],
    [['REFERER_INVALID'], 'invalid'],
    [['CUSTOMIZATION_MISSING'], 'invalid'],
    [['REGISTRATION_CODE_NO_BALANCE_LEFT', 'REGISTRATION_LINK_EXPIRED'], 'expired'],
  ] as const)('maps %j to %s', (errors, problem) => expect(invitationProblem(errors)).toBe(problem));
});
