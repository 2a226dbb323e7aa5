import { CreateRegistrationLinkDocument, type CreateRegistrationLinkMutation } from '@acq/graphql';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, it } from 'vitest';
import { createPact } from '../pact';
import { states } from '@acq/mock-server/provider-states';
import type { Expected, ExpectedData } from './expected-data';
import { expectAppCall } from './graphql-interaction';
import { fromProviderStateMatching, isoTimestamp } from './matchers';

const { regex } = MatchersV3;
const pact = createPact();
const sourcePage = '/admin/registrationlinkgenerator';
const landingPageUrl = fromProviderStateMatching('^https?://\\S+$', '${landingPageUrl}', 'http://127.0.0.1:4173/');

type Payload = CreateRegistrationLinkMutation['createRegistrationLink'];

function payload(fields: {
  outcome: Payload['outcome'];
  link?: Expected<Payload['link']>;
  codeErrors?: Expected<Payload['registrationCodeErrors']>;
  errors?: Expected<Payload['errors']>;
}): ExpectedData<CreateRegistrationLinkMutation> {
  return {
    createRegistrationLink: {
      __typename: 'CreateRegistrationLinkPayload',
      outcome: fields.outcome,
      link: fields.link ?? null,
      registrationCodeErrors: fields.codeErrors ?? [],
      errors: fields.errors ?? [],
    },
  };
}

describe('createRegistrationLink', () => {
  it('creates a link with the code and a validity timestamp', () =>
    expectAppCall(pact, {
      states: [states.adminSignedIn, states.validCode, states.landingPage],
      description: 'a CreateRegistrationLink mutation by an administrator for the valid code VALID-CODE',
      document: CreateRegistrationLinkDocument,
      sourcePage,
      token: 'admin',
      variables: { input: { registrationCode: 'VALID-CODE', landingPageUrl } },
      data: payload({
        outcome: 'CREATED',
        link: {
          __typename: 'RegistrationLink',
          // The landing page with rc and validityTimestamp in its query.
          url: regex(
            '^https?://\\S+[?&]rc=VALID-CODE(&\\S*)?$',
            'http://127.0.0.1:4173/?rc=VALID-CODE&validityTimestamp=2030-01-15T10%3A00%3A00.000Z',
          ),
          registrationCode: 'VALID-CODE',
          validityTimestamp: isoTimestamp('2030-01-15T10:00:00.000Z'),
        },
      }),
    }));

  it('rejects a code that cannot be used', () =>
    expectAppCall(pact, {
      states: [states.adminSignedIn, states.noBalanceCode, states.landingPage],
      description: 'a CreateRegistrationLink mutation by an administrator for the code NO-BALANCE',
      document: CreateRegistrationLinkDocument,
      sourcePage,
      token: 'admin',
      variables: { input: { registrationCode: 'NO-BALANCE', landingPageUrl } },
      data: payload({ outcome: 'REGISTRATION_CODE_REJECTED', codeErrors: ['REGISTRATION_CODE_NO_BALANCE_LEFT'] }),
    }));

  it('refuses a request without an admin token', () =>
    expectAppCall(pact, {
      states: [states.noAdmin, states.validCode, states.landingPage],
      description: 'a CreateRegistrationLink mutation without an admin token',
      document: CreateRegistrationLinkDocument,
      sourcePage,
      variables: { input: { registrationCode: 'VALID-CODE', landingPageUrl } },
      data: payload({ outcome: 'NOT_AUTHORIZED' }),
    }));

  it("rejects a landing page outside the community's origins", () =>
    expectAppCall(pact, {
      states: [states.adminSignedIn, states.validCode],
      description:
        "a CreateRegistrationLink mutation by an administrator for a landing page outside the community's origins",
      document: CreateRegistrationLinkDocument,
      sourcePage,
      token: 'admin',
      variables: { input: { registrationCode: 'VALID-CODE', landingPageUrl: 'https://coupons.example.net/' } },
      data: payload({
        outcome: null,
        errors: [{ __typename: 'InputError', field: 'landingPageUrl', code: 'INVALID_VALUE' }],
      }),
    }));
});
