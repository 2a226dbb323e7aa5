import { createServer } from 'node:http';
import { createMockServer } from './index';

const host = process.env.MOCK_HOST ?? '127.0.0.1';
const port = Number(process.env.MOCK_PORT ?? 4000);
const publicSiteUrl = process.env.MOCK_PUBLIC_SITE_URL ?? 'http://127.0.0.1:4173';
const extraAllowedOrigins = (process.env.MOCK_ALLOWED_ORIGINS ?? '').split(',').filter(Boolean);
const providerStates = process.env.MOCK_PROVIDER_STATES === '1';

const { handler } = createMockServer({ publicSiteUrl, extraAllowedOrigins, providerStates });
const server = createServer(handler);
server.listen(port, host, () => {
  console.log(`Mock acquisition backend on http://${host}:${port}/graphql (activation links to ${publicSiteUrl})`);
  if (providerStates) console.log(`Pact provider states: POST http://${host}:${port}/_pact/provider-states`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
