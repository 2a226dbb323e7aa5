import { RegisterByEmailDocument, type RegisterByEmailInput, type RegisterByEmailMutation } from '@acq/graphql';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, it } from 'vitest';
import { createPact } from '../pact';
import { states, unsignedJwt } from '@acq/mock-server/provider-states';
import type { Expected, ExpectedData } from './expected-data';
import { expectAppCall } from './graphql-interaction';
import { fromProviderStateMatching, isoTimestampPattern } from './matchers';

const { string } = MatchersV3;
const pact = createPact();

const newMember: RegisterByEmailInput = {
  email: 'new.member@example.com',
  flow: 'DEFAULT',
  gender: 'FEMALE',
  firstName: 'Anna',
  lastName: 'Muster',
  country: 'DE',
  newsletter: true,
  termsAndConditionsAccepted: true,
};

type Payload = RegisterByEmailMutation['registerByEmail'];

function payload(fields: {
  outcome: Payload['outcome'];
  registrationId?: Expected<Payload['registrationId']>;
  errors?: Expected<Payload['errors']>;
  codeErrors?: Expected<Payload['registrationCodeErrors']>;
}): ExpectedData<RegisterByEmailMutation> {
  return {
    registerByEmail: {
      __typename: 'RegisterByEmailPayload',
      outcome: fields.outcome,
      registrationId: fields.registrationId ?? null,
      errors: fields.errors ?? [],
      registrationCodeErrors: fields.codeErrors ?? [],
    },
  };
}

// A visitor let in from the waiting list registers with the approved address, without a code.
const approvedMember: RegisterByEmailInput = {
  ...newMember,
  email: 'approved.member@example.com',
  flow: 'WAITING_LIST_APPROVED',
};

const jwtPattern = '^[\\w-]+\\.[\\w-]+\\.[\\w-]*$';
const approvalToken = (email: string) => fromProviderStateMatching(jwtPattern, '${approvalToken}', unsignedJwt(email));

const registrationId = string('2d9f1b7e-5c3a-4e8b-9f21-6a4d0c8e7b35');
const mailSent = payload({ outcome: 'ACTIVATION_MAIL_SENT', registrationId });

describe('registerByEmail', () => {
  it('creates a pending account and sends the activation mail', () =>
    expectAppCall(pact, {
      states: [states.noAccountForNewMember],
      description: 'a RegisterByEmail mutation (default flow) for a new e-mail address',
      document: RegisterByEmailDocument,
      variables: { input: newMember },
      data: mailSent,
    }));

  it('registers with an invitation code', () =>
    expectAppCall(pact, {
      states: [states.validCode, states.noAccountForNewMember],
      description: 'a RegisterByEmail mutation (default flow) with the valid code VALID-CODE',
      document: RegisterByEmailDocument,
      variables: { input: { ...newMember, registrationCode: 'VALID-CODE' } },
      data: mailSent,
    }));

  it('registers from a registration link with a validity timestamp', () =>
    expectAppCall(pact, {
      states: [states.linkOnlyLinkValid, states.noAccountForNewMember],
      description: 'a RegisterByEmail mutation (default flow) from a registration link that has not expired',
      document: RegisterByEmailDocument,
      variables: {
        input: {
          ...newMember,
          registrationCode: 'LINK-ONLY',
          validityTimestamp: fromProviderStateMatching(
            isoTimestampPattern,
            '${validityTimestamp}',
            '2030-01-15T10:00:00.000Z',
          ),
        },
      },
      data: mailSent,
    }));

  it('registers after lean step 2', () =>
    expectAppCall(pact, {
      states: [states.noAccountForNewMember],
      description: 'a RegisterByEmail mutation (lean flow) for a new e-mail address',
      document: RegisterByEmailDocument,
      variables: { input: { ...newMember, flow: 'LEAN', gender: 'MALE', newsletter: false } },
      data: mailSent,
    }));

  it('registers lean step 2 entered from a link that names the e-mail', () =>
    expectAppCall(pact, {
      states: [states.validCode, states.leanEmailToken],
      description: 'a RegisterByEmail mutation (lean flow entered at step 2) with an e-mail token',
      document: RegisterByEmailDocument,
      variables: {
        input: {
          ...newMember,
          email: 'lean.member@example.com',
          flow: 'LEAN',
          registrationCode: 'VALID-CODE',
          emailToken: fromProviderStateMatching(jwtPattern, '${emailToken}', unsignedJwt('lean.member@example.com')),
        },
      },
      data: mailSent,
    }));

  it('registers a visitor let in from the waiting list, with the approval token', () =>
    expectAppCall(pact, {
      states: [states.waitingListApproved],
      description: 'a RegisterByEmail mutation (waiting-list-approved flow) with an approval token',
      document: RegisterByEmailDocument,
      variables: {
        input: { ...approvedMember, waitingListApprovalToken: approvalToken('approved.member@example.com') },
      },
      data: mailSent,
    }));

  it('rejects a waiting-list registration whose address was not let in', () =>
    expectAppCall(pact, {
      states: [states.waitingListNotApproved],
      description: 'a RegisterByEmail mutation (waiting-list-approved flow) for an address not let in',
      document: RegisterByEmailDocument,
      variables: {
        input: {
          ...approvedMember,
          email: 'waiting@example.com',
          waitingListApprovalToken: approvalToken('waiting@example.com'),
        },
      },
      data: payload({
        outcome: null,
        errors: [{ __typename: 'InputError', field: 'waitingListApprovalToken', code: 'INVALID_VALUE' }],
      }),
    }));

  it('registers in the social second step with the sign-up token and preferences', () =>
    expectAppCall(pact, {
      states: [states.validCode, states.socialSignUpToken],
      description:
        'a RegisterByEmail mutation (social registration flow) with a social sign-up token and the code VALID-CODE',
      document: RegisterByEmailDocument,
      sourcePage: '/registration/social-registration-second-step',
      variables: {
        input: {
          email: 'social.member@example.com',
          flow: 'SOCIAL_REGISTRATION',
          country: 'AT',
          newsletter: false,
          termsAndConditionsAccepted: true,
          registrationCode: 'VALID-CODE',
          socialToken: fromProviderStateMatching(
            jwtPattern,
            '${socialToken}',
            unsignedJwt('social.member@example.com'),
          ),
          shoppingPreferences: ['WOMEN', 'BEAUTY'],
        },
      },
      data: mailSent,
    }));

  it('tells an active account to log in', () =>
    expectAppCall(pact, {
      states: [states.activeAccount],
      description: 'a RegisterByEmail mutation for the e-mail of an active account',
      document: RegisterByEmailDocument,
      variables: { input: { ...newMember, email: 'active@example.com' } },
      data: payload({ outcome: 'ACCOUNT_ALREADY_ACTIVE' }),
    }));

  it('resends the activation mail to a pending account', () =>
    expectAppCall(pact, {
      states: [states.pendingAccount],
      description: 'a RegisterByEmail mutation for the e-mail of an account pending activation',
      document: RegisterByEmailDocument,
      variables: { input: { ...newMember, email: 'pending@example.com' } },
      data: payload({ outcome: 'ACTIVATION_MAIL_RESENT', registrationId }),
    }));

  it('rejects a registration code that cannot be used', () =>
    expectAppCall(pact, {
      states: [states.noBalanceCode, states.noAccountForNewMember],
      description: 'a RegisterByEmail mutation with the code NO-BALANCE of an inviter with no invitations left',
      document: RegisterByEmailDocument,
      variables: { input: { ...newMember, registrationCode: 'NO-BALANCE' } },
      data: payload({ outcome: null, codeErrors: ['REGISTRATION_CODE_NO_BALANCE_LEFT'] }),
    }));

  it('rejects an invalid e-mail address', () =>
    expectAppCall(pact, {
      states: [],
      description: 'a RegisterByEmail mutation with an invalid e-mail address',
      document: RegisterByEmailDocument,
      variables: { input: { ...newMember, email: 'not-an-email' } },
      data: payload({ outcome: null, errors: [{ __typename: 'InputError', field: 'email', code: 'INVALID_EMAIL' }] }),
    }));

  it('rejects a registration without the terms and conditions', () =>
    expectAppCall(pact, {
      states: [],
      description: 'a RegisterByEmail mutation without the terms and conditions accepted',
      document: RegisterByEmailDocument,
      variables: { input: { ...newMember, termsAndConditionsAccepted: false } },
      data: payload({
        outcome: null,
        errors: [{ __typename: 'InputError', field: 'termsAndConditionsAccepted', code: 'NOT_ACCEPTED' }],
      }),
    }));
});
