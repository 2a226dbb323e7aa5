import type { ErrorLike, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { use, useCallback, useState } from 'react';
import { GraphqlClientContext } from './client-source';

interface MutationState<TData> {
  called: boolean;
  loading: boolean;
  data?: TData;
  error?: ErrorLike;
}

/**
 * A mutation, as Apollo's `useMutation` (`[mutate, { data, error, loading }]`; `mutate` rejects
 * on a failed request), loading the GraphQL client at the first call if it is not there yet.
 */
export function useMutation<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
) {
  const source = use(GraphqlClientContext);
  const [state, setState] = useState<MutationState<TData>>({ called: false, loading: false });
  const mutate = useCallback(
    async (options: { variables: TVariables }) => {
      setState({ called: true, loading: true });
      try {
        const client = await source.load();
        const result = await client.mutate({ mutation: document, variables: options.variables } as never);
        setState({ called: true, loading: false, data: result.data as TData });
        return result as { data?: TData };
      } catch (error) {
        setState({ called: true, loading: false, error: error as ErrorLike });
        throw error;
      }
    },
    [document, source],
  );
  return [mutate, state] as const;
}
