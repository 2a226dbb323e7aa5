import { describe, expect, it } from 'vitest';
import { denyReason, invitationProblem, problemEvent } from './invitation-problem';

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

describe('denyReason and problemEvent', () => {
  it.each([
    [['REFERER_INVALID'], 'invalid', null],
    [['REGISTRATION_LINK_EXPIRED'], 'expired', 'error_registration_code_expired'],
    [['REGISTRATION_TIMESTAMP_MISSING'], null, 'error_registration_timestamp_missing'],
    [['REGISTRATION_CODE_NO_BALANCE_LEFT'], null, 'error_registration_code_no_balance'],
    [['REGISTRATION_CODE_BALANCE_LESS_THAN_PENDING_REGISTRATIONS'], null, 'error_registration_code_no_balance'],
    [['INVITER_INVALID'], null, null],
  ] as const)('%j: deny %s, event %s', (errors, deny, event) => {
    expect(denyReason(errors)).toBe(deny);
    expect(problemEvent(errors)).toBe(event);
  });
});
