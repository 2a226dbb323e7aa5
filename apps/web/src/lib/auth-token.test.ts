import { readFileSync } from 'node:fs';
import { buildSchema, isObjectType, type GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { authorizationHeader } from './auth-token';

describe('authorizationHeader', () => {
  it('prefixes a bare token with Bearer', () => expect(authorizationHeader('abc.def')).toBe('Bearer abc.def'));
  it('keeps a token that has a word prefix already', () =>
    expect(authorizationHeader('Basic dXNlcg==')).toBe('Basic dXNlcg=='));
  it('sends nothing without a token', () => {
    expect(authorizationHeader(null)).toBeNull();
    expect(authorizationHeader('  ')).toBeNull();
  });
});

describe('the auth token', () => {
  it('is only read: no operation of the schema returns a token the app would have to store', () => {
    const schema = buildSchema(
      readFileSync(new URL('../../../../schema/acquisition.graphql', import.meta.url), 'utf8'),
    );
    const tokenFields = Object.values(schema.getTypeMap())
      .filter((type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__'))
      .flatMap((type) => Object.keys(type.getFields()).map((field) => `${type.name}.${field}`))
      .filter((field) => /token|jwt|session/i.test(field));
    // Should one appear, store it with a writer as docs/product.md §9 says (7 days, secure, SameSite lax).
    expect(tokenFields).toEqual([]);
  });
});
