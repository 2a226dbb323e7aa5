import { CountryDetailsDocument } from '@acq/graphql';
import { gql } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { createApolloClient, resultCacheMaxSize } from './apollo-client.server';
import { requestFailureMessage, RequestTimeoutError } from './request-errors.server';

const neverAnswers: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));

function clientWith(fetchImpl: typeof fetch) {
  const failures: string[] = [];
  const client = createApolloClient({
    uri: 'http://backend.test/graphql',
    sessionId: 'session',
    sourcePage: () => '/',
    authToken: () => null,
    fetch: fetchImpl,
    onRequestFailure: (error, operationName) =>
      failures.push(`${requestFailureMessage(error, operationName)} – ${(error as Error).message}`),
  });
  return { client, failures };
}

describe('createApolloClient', () => {
  it('surfaces the backend executor’s time-out as "Timeout exceeded", to the caller and to the failure report', async () => {
    const { client, failures } = clientWith(() => Promise.reject(new RequestTimeoutError()));
    await expect(client.query({ query: CountryDetailsDocument })).rejects.toThrow('Timeout exceeded');
    expect(failures).toEqual(['GraphQL request failed (timeout): CountryDetails – Timeout exceeded']);
  });

  it('reports network failures, error statuses and GraphQL errors with their operation', async () => {
    const answers: (() => Promise<Response>)[] = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => new Response('Service Unavailable', { status: 503 }),
      async () => Response.json({ errors: [{ message: 'Unexpected error.' }], data: null }),
    ];
    const { client, failures } = clientWith(() => answers.shift()!());
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expect(client.query({ query: CountryDetailsDocument, fetchPolicy: 'network-only' })).rejects.toThrow();
    }
    expect(failures).toEqual([
      'GraphQL request failed (network): CountryDetails – Failed to fetch',
      expect.stringMatching(/^GraphQL request failed \(server\): CountryDetails – .*503/),
      'GraphQL request failed (graphql): CountryDetails – Unexpected error.',
    ]);
  });

  it('reports nothing for an answer', async () => {
    const onRequestFailure = vi.fn();
    const client = createApolloClient({
      uri: 'http://backend.test/graphql',
      sessionId: 'session',
      sourcePage: () => '/',
      authToken: () => null,
      fetch: async () => Response.json({ data: { countryDetails: { __typename: 'CountryDetails', country: 'DE' } } }),
      onRequestFailure,
    });
    await client.query({ query: CountryDetailsDocument });
    expect(onRequestFailure).not.toHaveBeenCalled();
  });

  it('keeps at most 5000 results in its result cache (docs/product.md §9)', () => {
    expect(resultCacheMaxSize).toBe(5000);
    const { client } = clientWith(neverAnswers);
    const query = gql`
      query Item($id: ID!) {
        item(id: $id) {
          id
          name
        }
      }
    `;
    // Each read memoises two results (the query's root and the item): 3000 reads would make 6000.
    for (let id = 0; id < 3000; id += 1) {
      client.cache.writeQuery({ query, variables: { id }, data: { item: { __typename: 'Item', id, name: `n${id}` } } });
      client.cache.readQuery({ query, variables: { id } });
    }
    const internals = client.getMemoryInternals?.() as {
      limits: Record<string, number>;
      sizes: { inMemoryCache: { executeSelectionSet: number } };
    };
    expect(internals.limits['inMemoryCache.executeSelectionSet']).toBe(5000);
    expect(internals.sizes.inMemoryCache.executeSelectionSet).toBeLessThanOrEqual(5000);
    expect(internals.sizes.inMemoryCache.executeSelectionSet).toBeGreaterThan(4000);
  }, 30_000); // 3000 writes and reads: a second here, but over Vitest's 5 s on a machine loaded by other jobs
});
