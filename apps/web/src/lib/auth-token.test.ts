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
