import {
  RegistrationCodeDetailsDocument,
  type CountryCode,
  type RegistrationCodeDetailsQuery,
  type RegistrationCodeError,
} from '@acq/graphql';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, it } from 'vitest';
import { createPact } from '../pact';
import { enumValues } from '../schema-enums';
import { states, type ProviderState } from '@acq/mock-server/provider-states';
import type { ExpectedData } from './expected-data';
import { expectAppCall } from './graphql-interaction';
import { fromProviderStateMatching, isoTimestamp, enumValue, isoTimestampPattern } from './matchers';

const { eachLike, string } = MatchersV3;
const pact = createPact();

const usableCode: ExpectedData<RegistrationCodeDetailsQuery> = {
  registrationCodeDetails: {
    __typename: 'RegistrationCodeDetails',
    errors: [],
    errorDetails: [],
    invitorName: string('Julia'),
    countryOptions: eachLike({
      __typename: 'CountryOption',
      dataPolicyPkString: string('data-policy-de'),
      isoCode: enumValue(enumValues<CountryCode>('CountryCode'), 'DE'),
      termsPkString: string('terms-de'),
    }),
  },
};

function unusableCode(
  error: RegistrationCodeError,
  invitorName: string | null,
): ExpectedData<RegistrationCodeDetailsQuery> {
  return {
    registrationCodeDetails: {
      __typename: 'RegistrationCodeDetails',
      errors: [error],
      errorDetails: [{ __typename: 'RegistrationCodeErrorDetail', error }],
      invitorName: invitorName === null ? null : string(invitorName),
      countryOptions: [],
    },
  };
}

const codeErrors: { state: ProviderState; code: string; error: RegistrationCodeError; invitorName: string | null }[] = [
  { state: states.unknownCode, code: 'UNKNOWN-CODE', error: 'REGISTRATION_CODE_INVALID', invitorName: null },
  { state: states.noBalanceCode, code: 'NO-BALANCE', error: 'REGISTRATION_CODE_NO_BALANCE_LEFT', invitorName: 'Julia' },
  { state: states.invalidInviterCode, code: 'INVALID-INVITER', error: 'INVITER_INVALID', invitorName: null },
  {
    state: states.customizationMissingCode,
    code: 'CUSTOMIZATION-MISSING',
    error: 'CUSTOMIZATION_MISSING',
    invitorName: 'Julia',
  },
  { state: states.invalidRefererCode, code: 'INVALID-REFERER', error: 'REFERER_INVALID', invitorName: 'Julia' },
  {
    state: states.pendingExceedsBalanceCode,
    code: 'PENDING-EXCEEDS-BALANCE',
    error: 'REGISTRATION_CODE_BALANCE_LESS_THAN_PENDING_REGISTRATIONS',
    invitorName: 'Julia',
  },
];

describe('registrationCodeDetails', () => {
  it('names the inviter and the countries of a valid code', () =>
    expectAppCall(pact, {
      states: [states.validCode],
      description: 'a RegistrationCodeDetails query for the valid code VALID-CODE',
      document: RegistrationCodeDetailsDocument,
      variables: { registrationCode: 'VALID-CODE' },
      data: usableCode,
    }));

  it('accepts a registration link that has not expired', () =>
    expectAppCall(pact, {
      states: [states.linkOnlyLinkValid],
      description: 'a RegistrationCodeDetails query for the code LINK-ONLY from a link that has not expired',
      document: RegistrationCodeDetailsDocument,
      variables: {
        registrationCode: 'LINK-ONLY',
        validityTimestamp: fromProviderStateMatching(
          isoTimestampPattern,
          '${validityTimestamp}',
          '2030-01-15T10:00:00.000Z',
        ),
      },
      data: usableCode,
    }));

  for (const { state, code, error, invitorName } of codeErrors) {
    it(`reports ${error}`, () =>
      expectAppCall(pact, {
        states: [state],
        description: `a RegistrationCodeDetails query for the code ${code}, which reports ${error}`,
        document: RegistrationCodeDetailsDocument,
        variables: { registrationCode: code },
        data: unusableCode(error, invitorName),
      }));
  }

  it('reports REGISTRATION_LINK_EXPIRED for a link whose validity timestamp has passed', () =>
    expectAppCall(pact, {
      states: [states.validCode],
      description: 'a RegistrationCodeDetails query for the code VALID-CODE from a link that expired',
      document: RegistrationCodeDetailsDocument,
      variables: { registrationCode: 'VALID-CODE', validityTimestamp: isoTimestamp('2020-01-01T00:00:00.000Z') },
      data: unusableCode('REGISTRATION_LINK_EXPIRED', 'Julia'),
    }));

  it('reports REGISTRATION_TIMESTAMP_MISSING for a link-only code without a validity timestamp', () =>
    expectAppCall(pact, {
      states: [states.linkOnlyCode],
      description: 'a RegistrationCodeDetails query for the link-only code LINK-ONLY without a validity timestamp',
      document: RegistrationCodeDetailsDocument,
      variables: { registrationCode: 'LINK-ONLY' },
      data: unusableCode('REGISTRATION_TIMESTAMP_MISSING', 'Julia'),
    }));
});
