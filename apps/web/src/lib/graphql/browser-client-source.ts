import type { ApolloClient } from '@apollo/client';
import type { ApolloClientOptions } from '../apollo-client';
import { whenIdle } from '../when-idle';
import type { GraphqlClientSource, RenderedQueries } from './client-source';

// SPEC.md §9's server-side forced-fetch delay: for this long after hydration, queries are answered
// with what the page was rendered with instead of being sent again.
const forceFetchDelayMs = 100;

/**
 * The browser's source: the page's rendered answers for hydration, the client loaded on demand
 * (with the cache the server handed over, so nothing is asked twice).
 */
export function browserClientSource(
  options: () => ApolloClientOptions,
  renderedQueries: RenderedQueries,
): GraphqlClientSource {
  let client: Promise<ApolloClient> | null = null;
  let handoverEndsAt = Number.POSITIVE_INFINITY;
  const load = () =>
    (client ??= import('../apollo-client').then(({ createApolloClient }) => createApolloClient(options())));
  return {
    load,
    rendered: (key) => (performance.now() < handoverEndsAt ? renderedQueries[key] : undefined),
    record: () => {},
    hydrated: () => {
      handoverEndsAt = performance.now() + forceFetchDelayMs;
      whenIdle(() => void load()); // ready before the visitor's first request
    },
  };
}
