import { readFileSync } from 'node:fs';
import { schemaFile } from '@acq/graphql/schema-files';
import type { ResolverContext } from '@acq/graphql/resolvers';
import { addMocksToSchema, createMockStore } from '@graphql-tools/mock';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { IncomingMessage } from 'node:http';
import { createServerAdapter, useCORS } from '@whatwg-node/server';
import { createBackendFaults } from './routes/backend-faults';
import { createYoga } from 'graphql-yoga';
import { oneLineLogger } from './one-line-logger';
import { createOriginCheck } from './origins';
import { maskedErrors, protectionPlugins, requestLimits } from './protections';
import { createProviderStatesRoute, providerStatesPath } from './provider-states/route';
import { createResolvers } from './resolvers';
import { createDevRoutes, type Route } from './routes/dev-routes';
import { featuresRoute } from './routes/features-route';
import { ScenarioStore } from './store';

export interface MockServerOptions {
  /** Origin of the web app, used in activation links of the dev mailbox. */
  publicSiteUrl: string;
  /** Browser origins allowed besides the local ones. */
  extraAllowedOrigins?: readonly string[];
  /**
   * Serve the Pact provider-state set-up endpoint (`POST /_pact/provider-states`), so the
   * backend teams' verification command can run against the mock as against their backend.
   */
  providerStates?: boolean;
}

export function createMockServer({
  publicSiteUrl,
  extraAllowedOrigins = [],
  providerStates = false,
}: MockServerOptions) {
  const store = new ScenarioStore(publicSiteUrl);
  const isAllowedOrigin = createOriginCheck([...extraAllowedOrigins, new URL(publicSiteUrl).origin]);

  const typeDefs = readFileSync(schemaFile, 'utf8');
  const executableSchema = makeExecutableSchema({ typeDefs, resolvers: createResolvers(store, isAllowedOrigin) });
  // The resolvers implement every field today; the mocks answer for fields added to the schema
  // before their resolver exists, so the app can be built against them right away.
  const schema = addMocksToSchema({
    schema: executableSchema,
    store: createMockStore({ schema: executableSchema }),
    preserveResolvers: true,
  });

  const yoga = createYoga<object, ResolverContext>({
    schema,
    cors: false, // handled for every route below
    maskedErrors,
    maxRequestBodySize: requestLimits.bodyBytes,
    // The schema has no file uploads; a multipart body is only ever a cross-site form.
    multipart: false,
    plugins: protectionPlugins(),
    // GraphiQL (GET /graphql in a browser) and introspection stay on: this is a development server.
    graphiql: { title: 'Mock acquisition backend' },
    landingPage: false,
    logging: oneLineLogger,
    context: ({ request }) => ({ bearerToken: bearerTokenOf(request) }),
  });

  const backend = createBackendFaults();
  const devRoutes: Record<string, Route> = {
    ...createDevRoutes(store, isAllowedOrigin, publicSiteUrl, backend),
    ...(providerStates ? { [`POST ${providerStatesPath}`]: createProviderStatesRoute(store, publicSiteUrl) } : {}),
  };
  const handler = createServerAdapter(
    async (request: Request, serverContext: object) => {
      const url = new URL(request.url);
      if (url.pathname === yoga.graphqlEndpoint) {
        // In Node, the adapter passes the incoming message along: a network fault drops its socket.
        const nodeRequest = (serverContext as { req?: IncomingMessage }).req;
        return (await backend.intercept(request, nodeRequest)) ?? yoga.fetch(request);
      }
      if (request.method === 'GET' && url.pathname.startsWith('/api/features/'))
        return featuresRoute(request, url, publicSiteUrl);
      const devRoute = devRoutes[`${request.method} ${url.pathname}`];
      if (devRoute) return devRoute(request, url);
      return Response.json({ error: `No route for ${request.method} ${url.pathname}` }, { status: 404 });
    },
    {
      plugins: [
        useCORS((request: Request) => {
          const origin = request.headers.get('origin');
          if (!origin || !isAllowedOrigin(origin)) return false;
          return { origin: [origin], credentials: true, methods: ['GET', 'POST', 'OPTIONS'], maxAge: 600 };
        }),
      ],
    },
  );

  return { handler, store, isAllowedOrigin };
}

function bearerTokenOf(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}

export { mockFeaturesClientKey } from './routes/features-route';
export * as seed from './seed';
