import { readFileSync } from 'node:fs';
import { CountryDetailsDocument, RegistrationCodeDetailsDocument } from '@acq/graphql';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { appQueryText } from '../consumer/graphql-interaction';
import { pactFile } from '../pact';
import { missingFields } from './response-coverage';

// The check behind "promises every field each operation selects" in pact-coverage.test.ts.
const sent = (document: Parameters<typeof appQueryText>[0]) => parse(appQueryText(document));
const interactions = (
  JSON.parse(readFileSync(pactFile, 'utf8')) as {
    interactions: { description: string; response: { body: { content: { data: Record<string, unknown> } } } }[];
  }
).interactions;
const validCode = interactions.find(
  ({ description }) => description === 'a RegistrationCodeDetails query for the valid code VALID-CODE',
)!.response.body.content.data;

describe('missingFields', () => {
  it('finds nothing missing in the pact’s answer for the valid code', () => {
    expect(missingFields(sent(RegistrationCodeDetailsDocument), validCode)).toEqual([]);
  });

  it('names a selected field the interaction’s response leaves out, down to list items', () => {
    const details = structuredClone(validCode) as { registrationCodeDetails: Record<string, unknown> };
    delete details.registrationCodeDetails.invitorName;
    delete (details.registrationCodeDetails.countryOptions as Record<string, unknown>[])[0]!.isoCode;
    expect(missingFields(sent(RegistrationCodeDetailsDocument), details)).toEqual([
      'registrationCodeDetails.invitorName',
      'registrationCodeDetails.countryOptions[0].isoCode',
    ]);
  });

  it('requires the __typename Apollo Client adds', () => {
    expect(missingFields(sent(CountryDetailsDocument), { countryDetails: { country: 'AT' } })).toEqual([
      'countryDetails.__typename',
    ]);
  });

  it('accepts null for an object the schema lets be null', () => {
    expect(missingFields(sent(CountryDetailsDocument), { countryDetails: null })).toEqual([]);
  });

  it('finds a field added to an operation that the pact does not answer yet', () => {
    const withRegion = parse('query CountryDetails { countryDetails { country region __typename } }');
    expect(missingFields(withRegion, { countryDetails: { __typename: 'CountryDetails', country: 'AT' } })).toEqual([
      'countryDetails.region',
    ]);
  });
});
