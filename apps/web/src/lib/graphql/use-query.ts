import type { DocumentNode, ErrorLike, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { skipToken, useApolloClient, useQuery as useApolloQuery } from '@apollo/client/react';
import { use, useEffect, useState } from 'react';
import { GraphqlClientContext, queryKey } from './client-source';

export { skipToken };

interface QueryOptions<TVariables> {
  variables?: TVariables;
  /** `network-only`: ask the backend, not the cache (but hydration still uses the rendered answer). */
  fetchPolicy?: 'cache-first' | 'network-only';
}

export interface QueryResult<TData> {
  data: TData | undefined;
  error: ErrorLike | undefined;
  loading: boolean;
}

type Query = <TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options: QueryOptions<TVariables> | typeof skipToken,
) => QueryResult<TData>;

/**
 * On the server: Apollo's own hook (its prerendering runs the queries), noting each answer for the
 * page. An answer the server asked for before rendering (the invitation) is read from the cache
 * alone: Apollo's prerendering renders the page again for every query it sees start, and this
 * one needs no second pass.
 */
const useServerQuery: Query = (document, options) => {
  const source = use(GraphqlClientContext);
  const client = useApolloClient();
  const prefetched =
    options !== skipToken &&
    client.readQuery({ query: document as DocumentNode, variables: options.variables as never }) !== null;
  const result = useApolloQuery(
    document as DocumentNode,
    (prefetched ? { ...options, fetchPolicy: 'cache-only' } : options) as never,
  );
  if (options !== skipToken && result.data !== undefined) {
    source.record(queryKey(document, options.variables), result.data);
  }
  return { data: result.data as never, error: result.error, loading: result.loading };
};

interface Answer {
  key: string;
  data?: unknown;
  error?: ErrorLike;
}

/** In the browser: the rendered answer first, else the client (loaded on demand) asks. */
const useBrowserQuery: Query = <TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options: QueryOptions<TVariables> | typeof skipToken,
) => {
  const source = use(GraphqlClientContext);
  const request = options === skipToken ? null : options;
  const key = request ? queryKey(document, request.variables) : null;
  const [rendered] = useState(() => (key ? { key, data: source.rendered(key) } : null));
  const [answer, setAnswer] = useState<Answer | null>(null);
  const handedOver = rendered?.key === key && rendered?.data !== undefined ? rendered.data : undefined;
  const current = answer?.key === key ? answer : undefined;

  useEffect(() => {
    if (!key || handedOver !== undefined) return;
    let active = true;
    void source
      .load()
      .then((client) =>
        client.query({ query: document, variables: request?.variables, fetchPolicy: request?.fetchPolicy } as never),
      )
      .then(
        (result) => active && setAnswer({ key, data: result.data }),
        (error: ErrorLike) => active && setAnswer({ key, error }),
      );
    return () => {
      active = false;
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps -- the key names document and variables

  if (!key) return { data: undefined, error: undefined, loading: false };
  const data = (current ? current.data : handedOver) as TData | undefined;
  return { data, error: current?.error, loading: data === undefined && !current?.error };
};

/**
 * A query, as Apollo's `useQuery` (variables or `skipToken`; data, error, loading) but without
 * Apollo Client in the browser until a request needs it: the first render uses the answer the
 * server rendered the page with.
 */
export const useQuery: Query = import.meta.env.SSR ? useServerQuery : useBrowserQuery;
