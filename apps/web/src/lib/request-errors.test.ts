import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { classifyRequestError } from './request-errors';

describe('classifyRequestError', () => {
  it('calls a request without an answer a network problem', () => {
    expect(classifyRequestError(new TypeError('Failed to fetch'))).toBe('network');
  });

  it('calls an error answer the backend’s problem', () => {
    expect(classifyRequestError(new CombinedGraphQLErrors({ errors: [{ message: 'boom' }] }))).toBe('generic');
    expect(
      classifyRequestError(new ServerError('Internal', { response: new Response('', { status: 500 }), bodyText: '' })),
    ).toBe('generic');
  });
});
