import type { CountryDetailsQuery, RegistrationCodeDetailsQuery } from '@acq/graphql';
import { MatchersV3 } from '@pact-foundation/pact';
import type { ExpectedData } from './expected-data';

// Compiled by `pnpm typecheck`, never run: each `@ts-expect-error` must stay an error, so an
// expected response that does not fit the operation's generated result type cannot compile.

export const fits: ExpectedData<CountryDetailsQuery> = {
  countryDetails: { __typename: 'CountryDetails', country: MatchersV3.regex('^[A-Z]{2}$', 'AT') },
};

export const missingField: ExpectedData<CountryDetailsQuery> = {
  // @ts-expect-error `country` is selected by the operation but missing
  countryDetails: { __typename: 'CountryDetails' },
};

export const unselectedField: ExpectedData<CountryDetailsQuery> = {
  // @ts-expect-error `countryCode` is not selected by the operation (a renamed field)
  countryDetails: { __typename: 'CountryDetails', country: 'AT', countryCode: 'AT' },
};

export const wrongType: ExpectedData<CountryDetailsQuery> = {
  // @ts-expect-error `country` is a string or null
  countryDetails: { __typename: 'CountryDetails', country: 42 },
};

export const withoutTypename: ExpectedData<CountryDetailsQuery> = {
  // @ts-expect-error Apollo Client adds `__typename` to every object
  countryDetails: { country: 'AT' },
};

export const unknownEnumValue: ExpectedData<RegistrationCodeDetailsQuery> = {
  registrationCodeDetails: {
    __typename: 'RegistrationCodeDetails',
    // @ts-expect-error not a value of the schema's RegistrationCodeError
    errors: ['CODE_UNKNOWN'],
    errorDetails: [],
    invitorName: null,
    countryOptions: [],
  },
};
