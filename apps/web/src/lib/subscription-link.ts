import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { authorizationHeader } from './auth-token';

/** SPEC.md §9: up to 5 retries, exponential back-off from 1000 ms plus jitter. */
const maxRetries = 5;
const retryBaseMs = 1000;

/**
 * The websocket link for subscriptions (graphql-transport-ws), with the same authorisation as
 * HTTP requests in its connection parameters. Loaded only when a websocket URL is configured.
 */
export function createSubscriptionLink(url: string, authToken: () => string | null) {
  return new GraphQLWsLink(
    createClient({
      url,
      lazy: true,
      retryAttempts: maxRetries,
      retryWait: async (retries) => {
        const delay = retryBaseMs * 2 ** retries + Math.random() * retryBaseMs;
        await new Promise((resolve) => setTimeout(resolve, delay));
      },
      connectionParams: () => {
        const authorization = authorizationHeader(authToken());
        return authorization ? { Authorization: authorization } : {};
      },
    }),
  );
}
