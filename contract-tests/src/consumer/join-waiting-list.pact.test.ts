import { JoinWaitingListDocument, type JoinWaitingListMutation } from '@acq/graphql';
import { describe, it } from 'vitest';
import { createPact } from '../pact';
import { states, unsignedJwt } from '@acq/mock-server/provider-states';
import type { Expected, ExpectedData } from './expected-data';
import { expectAppCall } from './graphql-interaction';
import { fromProviderStateMatching } from './matchers';

const pact = createPact();
const sourcePage = '/lobby';
const lobbyToken = fromProviderStateMatching(
  '^[\\w-]+\\.[\\w-]+\\.[\\w-]*$',
  '${lobbyToken}',
  unsignedJwt('waiting@example.com'),
);

type Payload = JoinWaitingListMutation['joinWaitingList'];

function payload(
  outcome: Payload['outcome'],
  errors: Expected<Payload['errors']> = [],
): ExpectedData<JoinWaitingListMutation> {
  return { joinWaitingList: { __typename: 'JoinWaitingListPayload', outcome, errors } };
}

describe('joinWaitingList', () => {
  it('puts the address on the waiting list', () =>
    expectAppCall(pact, {
      states: [states.lobbyTokenNotOnList],
      description: 'a JoinWaitingList mutation with a lobby token for an address not on the waiting list',
      document: JoinWaitingListDocument,
      sourcePage,
      variables: { input: { token: lobbyToken, notificationConsent: true } },
      data: payload('JOINED'),
    }));

  it('changes nothing for an address on the list already', () =>
    expectAppCall(pact, {
      states: [states.lobbyTokenOnList],
      description: 'a JoinWaitingList mutation with a lobby token for an address on the waiting list already',
      document: JoinWaitingListDocument,
      sourcePage,
      variables: { input: { token: lobbyToken, notificationConsent: true } },
      data: payload('ALREADY_JOINED'),
    }));

  it('reports a token that names no address as invalid', () =>
    expectAppCall(pact, {
      states: [],
      description: 'a JoinWaitingList mutation with a token that is not a lobby token',
      document: JoinWaitingListDocument,
      sourcePage,
      variables: { input: { token: 'not-a-token', notificationConsent: true } },
      data: payload('TOKEN_INVALID'),
    }));

  it('rejects a request without the notification consent', () =>
    expectAppCall(pact, {
      states: [states.lobbyTokenNotOnList],
      description: 'a JoinWaitingList mutation without the notification consent',
      document: JoinWaitingListDocument,
      sourcePage,
      variables: { input: { token: lobbyToken, notificationConsent: false } },
      data: payload(null, [{ __typename: 'InputError', field: 'notificationConsent', code: 'NOT_ACCEPTED' }]),
    }));
});
