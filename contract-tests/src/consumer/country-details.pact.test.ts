import { CountryDetailsDocument } from '@acq/graphql';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, it } from 'vitest';
import { createPact } from '../pact';
import { states } from '@acq/mock-server/provider-states';
import { expectAppCall } from './graphql-interaction';

const pact = createPact();

describe('countryDetails', () => {
  it('names the detected country', () =>
    expectAppCall(pact, {
      states: [states.countryDetected],
      description: 'a CountryDetails query when the backend detects a country',
      document: CountryDetailsDocument,
      // Any ISO 3166-1 country: the app applies it only when the community delivers there.
      data: { countryDetails: { __typename: 'CountryDetails', country: MatchersV3.regex('^[A-Z]{2}$', 'AT') } },
    }));

  it('answers null when the country is unknown', () =>
    expectAppCall(pact, {
      states: [states.countryUnknown],
      description: 'a CountryDetails query when the backend detects no country',
      document: CountryDetailsDocument,
      data: { countryDetails: { __typename: 'CountryDetails', country: null } },
    }));
});
