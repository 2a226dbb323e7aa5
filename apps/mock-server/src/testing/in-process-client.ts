import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { createMockServer } from '../index';

export const testSiteUrl = 'http://127.0.0.1:4173';

/** A mock server in this process, and a way to send it the generated documents as the app does. */
export function startInProcessMockServer() {
  const server = createMockServer({ publicSiteUrl: testSiteUrl });

  async function execute<TData, TVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    variables: TVariables,
    headers: Record<string, string> = {},
  ): Promise<TData> {
    const response = await server.handler.fetch('http://mock/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: print(document), variables }),
    });
    const body = (await response.json()) as { data?: TData; errors?: unknown[] };
    if (body.errors || !body.data) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
    return body.data;
  }

  const request = (path: string, init?: RequestInit) => server.handler.fetch(`http://mock${path}`, init);
  /** A `fetch` that reaches this server, for clients under test (origin http://mock). */
  const fetchInProcess: typeof fetch = async (input, init) => server.handler.fetch(new Request(input, init));
  return { ...server, execute, request, fetch: fetchInProcess };
}
