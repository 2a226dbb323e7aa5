import { ActivateAccountDocument, type ActivateAccountMutation } from '@acq/graphql';
import { describe, it } from 'vitest';
import { createPact } from '../pact';
import { states } from '@acq/mock-server/provider-states';
import type { Expected, ExpectedData } from './expected-data';
import { expectAppCall } from './graphql-interaction';
import { fromProviderStateMatching } from './matchers';

const pact = createPact();
const sourcePage = '/registration/activateaccount';
const activationId = (example: string) => fromProviderStateMatching('^[A-Za-z0-9_\\-]+$', '${activationId}', example);

type Payload = ActivateAccountMutation['activateAccount'];

function payload(
  outcome: Payload['outcome'],
  errors: Expected<Payload['errors']> = [],
): ExpectedData<ActivateAccountMutation> {
  return { activateAccount: { __typename: 'ActivateAccountPayload', outcome, errors } };
}

describe('activateAccount', () => {
  it('activates a pending account', () =>
    expectAppCall(pact, {
      states: [states.pendingActivationLink],
      description: "an ActivateAccount mutation with a pending account's activation id",
      document: ActivateAccountDocument,
      sourcePage,
      variables: { input: { activationId: activationId('8c0e6a52-pending') } },
      data: payload('ACTIVATED'),
    }));

  it('fails for a link used before', () =>
    expectAppCall(pact, {
      states: [states.usedActivationLink],
      description: 'an ActivateAccount mutation with an activation id used before',
      document: ActivateAccountDocument,
      sourcePage,
      variables: { input: { activationId: activationId('5b7d9f31-used') } },
      data: payload('ACTIVATION_FAILED'),
    }));

  it('reports an unknown link as invalid', () =>
    expectAppCall(pact, {
      states: [states.unknownActivationLink],
      description: 'an ActivateAccount mutation with an unknown activation id',
      document: ActivateAccountDocument,
      sourcePage,
      variables: { input: { activationId: 'unknown-activation-id' } },
      data: payload('LINK_INVALID'),
    }));

  it('rejects an activation id with characters that are not allowed', () =>
    expectAppCall(pact, {
      states: [],
      description: 'an ActivateAccount mutation with an activation id holding characters that are not allowed',
      document: ActivateAccountDocument,
      sourcePage,
      variables: { input: { activationId: 'not valid!' } },
      data: payload(null, [{ __typename: 'InputError', field: 'activationId', code: 'INVALID_CHARACTERS' }]),
    }));
});
