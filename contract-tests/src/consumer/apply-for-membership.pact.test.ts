import { ApplyForMembershipDocument, type ApplyForMembershipMutation } from '@acq/graphql';
import { describe, it } from 'vitest';
import { createPact } from '../pact';
import { states } from '@acq/mock-server/provider-states';
import type { Expected, ExpectedData } from './expected-data';
import { expectAppCall } from './graphql-interaction';

const pact = createPact();
const sourcePage = '/membership-interest/apply';

type Payload = ApplyForMembershipMutation['applyForMembership'];

function payload(
  outcome: Payload['outcome'],
  errors: Expected<Payload['errors']> = [],
): ExpectedData<ApplyForMembershipMutation> {
  return { applyForMembership: { __typename: 'ApplyForMembershipPayload', outcome, errors } };
}

describe('applyForMembership', () => {
  it('records an application', () =>
    expectAppCall(pact, {
      states: [states.noApplication],
      description: 'an ApplyForMembership mutation for an address without an application',
      document: ApplyForMembershipDocument,
      sourcePage,
      variables: { input: { email: 'applicant@example.com' } },
      data: payload('SUBMITTED'),
    }));

  it('changes nothing for an address that applied before', () =>
    expectAppCall(pact, {
      states: [states.existingApplication],
      description: 'an ApplyForMembership mutation for an address that applied before',
      document: ApplyForMembershipDocument,
      sourcePage,
      variables: { input: { email: 'applicant@example.com' } },
      data: payload('ALREADY_SUBMITTED'),
    }));

  it('rejects an invalid e-mail address', () =>
    expectAppCall(pact, {
      states: [],
      description: 'an ApplyForMembership mutation with an invalid e-mail address',
      document: ApplyForMembershipDocument,
      sourcePage,
      variables: { input: { email: 'not-an-email' } },
      data: payload(null, [{ __typename: 'InputError', field: 'email', code: 'INVALID_EMAIL' }]),
    }));
});
