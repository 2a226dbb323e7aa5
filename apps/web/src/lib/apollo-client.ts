import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

export interface ApolloClientOptions {
  /** The acquisition backend's GraphQL endpoint (runtime setting acqBackendGraphqlURL). */
  uri: string;
  fetch?: typeof fetch;
}

/** The one GraphQL client of the app; the contract tests build theirs with this function too. */
export function createApolloClient({ uri, fetch }: ApolloClientOptions) {
  return new ApolloClient({
    link: new HttpLink({ uri, fetch }),
    cache: new InMemoryCache(),
  });
}
