import { ResendActivationMailDocument, type ResendActivationMailMutation } from '@acq/graphql';
import { describe, it } from 'vitest';
import { createPact } from '../pact';
import { states } from '@acq/mock-server/provider-states';
import type { Expected, ExpectedData } from './expected-data';
import { expectAppCall } from './graphql-interaction';

const pact = createPact();
const sourcePage = '/registration/registrationformemailpendingcomplete';

type Payload = ResendActivationMailMutation['resendActivationMail'];

function payload(
  outcome: Payload['outcome'],
  errors: Expected<Payload['errors']> = [],
): ExpectedData<ResendActivationMailMutation> {
  return { resendActivationMail: { __typename: 'ResendActivationMailPayload', outcome, errors } };
}

describe('resendActivationMail', () => {
  it('sends the mail again to a pending account', () =>
    expectAppCall(pact, {
      states: [states.pendingAccount],
      description: 'a ResendActivationMail mutation for an account pending activation',
      document: ResendActivationMailDocument,
      sourcePage,
      variables: { input: { email: 'pending@example.com' } },
      data: payload('MAIL_SENT'),
    }));

  it('sends nothing to an active account', () =>
    expectAppCall(pact, {
      states: [states.activeAccount],
      description: 'a ResendActivationMail mutation for an active account',
      document: ResendActivationMailDocument,
      sourcePage,
      variables: { input: { email: 'active@example.com' } },
      data: payload('ACCOUNT_ALREADY_ACTIVE'),
    }));

  it('sends nothing when no account has the address', () =>
    expectAppCall(pact, {
      states: [states.noAccountForUnknown],
      description: 'a ResendActivationMail mutation for an e-mail without an account',
      document: ResendActivationMailDocument,
      sourcePage,
      variables: { input: { email: 'unknown@example.com' } },
      data: payload('ACCOUNT_NOT_FOUND'),
    }));

  it('rejects an invalid e-mail address', () =>
    expectAppCall(pact, {
      states: [],
      description: 'a ResendActivationMail mutation with an invalid e-mail address',
      document: ResendActivationMailDocument,
      sourcePage,
      variables: { input: { email: 'not-an-email' } },
      data: payload(null, [{ __typename: 'InputError', field: 'email', code: 'INVALID_EMAIL' }]),
    }));
});
