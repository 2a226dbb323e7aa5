import { CurrentAdminDocument } from '@acq/graphql';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, it } from 'vitest';
import { createPact } from '../pact';
import { states } from '@acq/mock-server/provider-states';
import { expectAppCall } from './graphql-interaction';

const pact = createPact();
const sourcePage = '/admin/registrationlinkgenerator';

describe('currentAdmin', () => {
  it('names the administrator of an accepted token', () =>
    expectAppCall(pact, {
      states: [states.adminSignedIn],
      description: "a CurrentAdmin query with a signed-in administrator's token",
      document: CurrentAdminDocument,
      sourcePage,
      token: 'admin',
      data: { currentAdmin: { __typename: 'Admin', name: MatchersV3.string('Dev Admin') } },
    }));

  it('answers null without a token', () =>
    expectAppCall(pact, {
      states: [states.noAdmin],
      description: 'a CurrentAdmin query without a token',
      document: CurrentAdminDocument,
      sourcePage,
      data: { currentAdmin: null },
    }));

  it('answers null for a token the backend does not accept', () =>
    expectAppCall(pact, {
      states: [states.noAdmin],
      description: 'a CurrentAdmin query with a token the backend does not accept',
      document: CurrentAdminDocument,
      sourcePage,
      token: 'not-accepted',
      data: { currentAdmin: null },
    }));
});
