import { randomUUID } from 'node:crypto';
import { createApolloClient } from '@acq/web/apollo-client';

export interface AppClientOptions {
  /** The backend's GraphQL endpoint: here, the Pact mock server. */
  uri: string;
  /** The page the request comes from (X-Source-Page). */
  sourcePage: string;
  /** The token the app holds in its `apollo:default.token` cookie, if any. */
  authToken?: string;
}

/** The app's own GraphQL client and headers, so the contract pins what the app really sends. */
export function createAppClient({ uri, sourcePage, authToken }: AppClientOptions) {
  return createApolloClient({
    uri,
    sessionId: randomUUID(),
    sourcePage: () => sourcePage,
    authToken: () => authToken ?? null,
  });
}
