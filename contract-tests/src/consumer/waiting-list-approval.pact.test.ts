import { WaitingListApprovalDocument, type WaitingListApprovalQuery } from '@acq/graphql';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, it } from 'vitest';
import { createPact } from '../pact';
import { states, unsignedJwt } from '@acq/mock-server/provider-states';
import type { Expected, ExpectedData } from './expected-data';
import { expectAppCall } from './graphql-interaction';
import { fromProviderStateMatching } from './matchers';

const { string } = MatchersV3;
const pact = createPact();
const approvalToken = (email: string) =>
  fromProviderStateMatching('^[\\w-]+\\.[\\w-]+\\.[\\w-]*$', '${approvalToken}', unsignedJwt(email));

type Approval = WaitingListApprovalQuery['waitingListApproval'];

function answer(
  status: Approval['status'],
  email: Expected<Approval['email']> = null,
): ExpectedData<WaitingListApprovalQuery> {
  return { waitingListApproval: { __typename: 'WaitingListApproval', status, email } };
}

// The landing page of the waiting-list-approved flow asks before it shows the registration form.
describe('waitingListApproval', () => {
  it('vouches for an address let in from the waiting list', () =>
    expectAppCall(pact, {
      states: [states.waitingListApproved],
      description: 'a WaitingListApproval query with the approval token of an address let in',
      document: WaitingListApprovalDocument,
      variables: { token: approvalToken('approved.member@example.com') },
      data: answer('APPROVED', string('approved.member@example.com')),
    }));

  it('does not vouch for an address still waiting', () =>
    expectAppCall(pact, {
      states: [states.waitingListNotApproved],
      description: 'a WaitingListApproval query with a token of an address on the waiting list, not let in',
      document: WaitingListApprovalDocument,
      variables: { token: approvalToken('waiting@example.com') },
      data: answer('NOT_APPROVED'),
    }));

  it('reports a token it did not issue as invalid', () =>
    expectAppCall(pact, {
      states: [],
      description: 'a WaitingListApproval query with a token that is not an approval token',
      document: WaitingListApprovalDocument,
      variables: { token: 'not-an-approval-token' },
      data: answer('TOKEN_INVALID'),
    }));
});
