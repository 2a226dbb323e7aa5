import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import {
  classifyRequestError,
  RequestTimeoutError,
  requestTimeoutMs,
  visitorMessageFor,
} from './request-errors.server';

describe('request errors', () => {
  const graphqlError = new CombinedGraphQLErrors({ errors: [{ message: 'boom' }] });
  const serverError = new ServerError('Internal', { response: new Response('', { status: 500 }), bodyText: '' });

  it('types each failure', () => {
    expect(classifyRequestError(new TypeError('Failed to fetch'))).toBe('network');
    expect(classifyRequestError(new RequestTimeoutError())).toBe('timeout');
    expect(classifyRequestError(graphqlError)).toBe('graphql');
    expect(classifyRequestError(serverError)).toBe('server');
  });

  it('shows the network message where a retry may help, the generic one otherwise', () => {
    expect(visitorMessageFor(new TypeError('Failed to fetch'))).toBe('network');
    expect(visitorMessageFor(new RequestTimeoutError())).toBe('network');
    expect(visitorMessageFor(graphqlError)).toBe('generic');
    expect(visitorMessageFor(serverError)).toBe('generic');
  });
});

describe('the request time-out', () => {
  it('is 30 s, and surfaces as "Timeout exceeded"', () => {
    expect(requestTimeoutMs).toBe(30_000);
    expect(new RequestTimeoutError()).toHaveProperty('message', 'Timeout exceeded');
  });
});
