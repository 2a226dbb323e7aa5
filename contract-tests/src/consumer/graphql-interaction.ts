import { addTypenameToDocument } from '@apollo/client/utilities';
import { version as apolloClientVersion, type TypedDocumentNode } from '@apollo/client';
import { MatchersV3, type PactV4 } from '@pact-foundation/pact';
import { Kind, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { expect } from 'vitest';
import { graphqlPath } from '../pact';
import { correlationIdPrefix } from '@acq/web/apollo-client';
import { createAppClient } from './app-client';
import type { ExpectedData, ExpectedVariables } from './expected-data';
import { fromProviderStateMatching } from './matchers';

const { regex, reify } = MatchersV3;
const uuidPattern = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

export interface GraphqlInteraction<TData, TVariables> {
  /** Provider states, full sentences (see states.ts). */
  states: readonly string[];
  description: string;
  document: TypedDocumentNode<TData, TVariables>;
  /** The variables the app sends; values that vary may be matchers. */
  variables?: NoInfer<ExpectedVariables<TVariables>>;
  /** The app's page that sends the request (X-Source-Page); `/` when several do. */
  sourcePage?: string;
  /** The `data` the app needs back, typed by the operation's result type; matchers for values that vary. */
  data: NoInfer<ExpectedData<TData>>;
  /**
   * The Bearer token the app holds: `admin`, the signed-in admin's (supplied by the provider
   * state as `adminToken`), or `not-accepted`, one the backend does not know.
   */
  token?: 'admin' | 'not-accepted';
}

/** The example admin token; a backend's state set-up returns its own as `adminToken`. */
export const exampleAdminToken = 'dev-admin-token';
const matchBookkeepingPauseMs = 50;

/** A token no backend accepts: an expired or forged cookie. */
export const notAcceptedToken = 'not-an-admin-token';

/**
 * Adds one GraphQL-over-HTTP interaction and sends the request through the app's Apollo client.
 *
 * Pact's own GraphQL interaction (`addGraphQLInteraction`) only knows operationName, query and
 * variables; Apollo Client 4 also sends `extensions`, and a request body with an unexpected key
 * does not match. So this is a plain V4 HTTP interaction with the same whitespace-insensitive
 * query matcher Pact's GraphQL interaction writes, plus the extensions.
 */
export async function expectAppCall<TData, TVariables>(
  pact: PactV4,
  interaction: GraphqlInteraction<TData, TVariables>,
): Promise<void> {
  const operation = operationOf(interaction.document);
  const query = appQueryText(interaction.document);
  let builder = pact.addInteraction();
  for (const state of interaction.states) builder = builder.given(state);

  await builder
    .uponReceiving(interaction.description)
    .withRequest('POST', graphqlPath, (request) => {
      request.headers({
        // Pinned, not matched: the backend's CSRF prevention lets a request through because a plain
        // HTML form cannot send this type (and the browser asks CORS first). See the mock's README.
        'Content-Type': 'application/json',
        Accept: regex(
          '^.*application/(graphql-response\\+json|json).*$',
          'application/graphql-response+json,application/json;q=0.9',
        ),
        // docs/product.md §7.2. A request may carry more headers than the contract names, so a new app
        // header passes unnoticed until it is added here.
        'X-Correlation-ID': regex(
          `^${correlationIdPrefix}${uuidPattern}$`,
          `${correlationIdPrefix}6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f`,
        ),
        'X-Session-ID': regex(`^${uuidPattern}$`, '0b1c2d3e-4f5a-4b6c-9d7e-8f9a0b1c2d3e'),
        'X-Source-Page': regex('^/\\S*$', interaction.sourcePage ?? '/'),
        ...(interaction.token ? { Authorization: authorization(interaction.token) } : {}),
      });
      request.jsonBody({
        operationName: operation.name?.value,
        query: regex(`^\\s*${whitespaceInsensitive(query)}\\s*$`, query),
        variables: interaction.variables ?? {},
        extensions: {
          clientLibrary: { name: '@apollo/client', version: regex('^4\\.\\d+\\.\\d+', apolloClientVersion) },
        },
      });
    })
    .willRespondWith(200, (response) => {
      response.headers({
        'Content-Type': regex(
          '^application/(graphql-response\\+json|json)(;.*)?$',
          'application/graphql-response+json; charset=utf-8',
        ),
      });
      response.jsonBody({ data: interaction.data });
    })
    .executeTest(async (server) => {
      const client = createAppClient({
        uri: `${server.url}${graphqlPath}`,
        sourcePage: interaction.sourcePage ?? '/',
        authToken: interaction.token && (interaction.token === 'admin' ? exampleAdminToken : notAcceptedToken),
      });
      const variables = reify(interaction.variables ?? {}) as TVariables & Record<string, unknown>;
      const send = () =>
        operation.operation === 'mutation'
          ? client.mutate({ mutation: interaction.document, variables })
          : client.query({ query: interaction.document, variables });
      const result = await send().catch((error: unknown) => {
        // Pact reports only "expected but not received" when the client fails: say why.
        console.error(`The app's client failed for "${interaction.description}":`, error);
        throw error;
      });
      // What the app gets out of its client is what the contract promises.
      expect(result.data).toEqual(reify(interaction.data));
      // Pact 16.3+ may record a matched request only after the client has its answer; under CPU
      // load the check then reports "expected but not received" (pact-foundation/pact-reference#535,
      // pact-foundation/pact-js#1835). A short pause lets the mock server's bookkeeping finish.
      await new Promise((resolve) => setTimeout(resolve, matchBookkeepingPauseMs));
    });
}

function authorization(token: 'admin' | 'not-accepted') {
  return token === 'admin'
    ? fromProviderStateMatching('^Bearer \\S+$', 'Bearer ${adminToken}', `Bearer ${exampleAdminToken}`)
    : `Bearer ${notAcceptedToken}`;
}

/** The query text as Apollo Client sends it: the document with `__typename` added, printed. */
export function appQueryText(document: DocumentNode): string {
  return print(addTypenameToDocument(document));
}

export function operationOf(document: DocumentNode): OperationDefinitionNode {
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (!operation) throw new Error('The document holds no operation.');
  return operation;
}

function whitespaceInsensitive(text: string): string {
  return text
    .trim()
    .replace(/[-[\]/{}()*+?.\\^$|]/g, '\\$&')
    .replace(/\s+/g, '\\s*');
}
