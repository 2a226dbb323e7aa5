import type { ApolloClient, DocumentNode } from '@apollo/client';
import { createContext } from 'react';

/** The answers the server rendered a page with, by operation and variables (see `queryKey`). */
export type RenderedQueries = Record<string, unknown>;

/**
 * Where the app's GraphQL hooks get their client. On the server it is the request's client, there
 * from the start. In the browser the GraphQL client (Apollo Client, ~60 kB) is not needed to
 * hydrate what the server rendered: the answers the page was rendered with come with the page,
 * and the client loads on idle or at the first request, whichever comes first.
 */
export interface GraphqlClientSource {
  /** The client, loading it first where it is not there yet. */
  load: () => Promise<ApolloClient>;
  /** The answer the page was rendered with for this query, while hydration may still ask for it. */
  rendered: (key: string) => unknown;
  /** The server notes each answer it renders with, for the page state. */
  record: (key: string, data: unknown) => void;
  /** Hydration is over: rendered answers expire and the browser loads the client when idle. */
  hydrated: () => void;
}

export const GraphqlClientContext = createContext<GraphqlClientSource>({
  load: () => Promise.reject(new Error('No GraphQL client: render inside GraphqlClientContext.')),
  rendered: () => undefined,
  record: () => {},
  hydrated: () => {},
});

/** One key per operation and variables, the same on the server and in the browser. */
export function queryKey(document: DocumentNode, variables: object | undefined): string {
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  const name = operation && 'name' in operation ? operation.name?.value : undefined;
  return `${name ?? 'anonymous'}:${stableJson(variables ?? {})}`;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${stableJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The server's source: the request's client, noting the answers it renders with. */
export function serverClientSource(client: ApolloClient) {
  const renderedQueries: RenderedQueries = {};
  const source: GraphqlClientSource = {
    load: () => Promise.resolve(client),
    rendered: (key) => renderedQueries[key],
    record: (key, data) => {
      renderedQueries[key] = data;
    },
    hydrated: () => {},
  };
  return { source, renderedQueries };
}
