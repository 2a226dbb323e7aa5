import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMockServer } from '@acq/mock-server';
import { createStateArrangements } from './provider-states';

/** Where the started mock backend takes provider-state changes, as a backend team's would. */
export const stateSetupPath = '/_pact/provider-states';

export interface StartedMockBackend {
  url: string;
  stateSetupUrl: string;
  store: ReturnType<typeof createMockServer>['store'];
  publicSiteUrl: string;
  close: () => Promise<void>;
}

/**
 * The mock backend on 127.0.0.1 and a free port, plus a provider-state set-up route speaking the
 * Pact verifier's protocol (POST {state, params, action}; the answer's JSON values are injected
 * into the request). `handler` lets a test put a broken backend in its place.
 */
export async function startMockBackend(
  options: { wrap?: (handler: ReturnType<typeof createMockServer>['handler']) => typeof handler } = {},
): Promise<StartedMockBackend> {
  const publicSiteUrl = 'http://127.0.0.1:4173';
  const mock = createMockServer({ publicSiteUrl });
  const arrangements = createStateArrangements(publicSiteUrl);
  const graphqlHandler = options.wrap ? options.wrap(mock.handler) : mock.handler;

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'POST' && request.url === stateSetupPath) {
      void changeState(request, response);
      return;
    }
    void graphqlHandler(request, response);
  });

  async function changeState(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const { state, action } = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
      state?: string;
      action?: string;
    };
    // Each interaction starts from the seed: the verifier tears every state down afterwards.
    if (action === 'teardown') {
      mock.store.reset();
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    // Interactions without a provider state come with an empty one: nothing to arrange.
    const arrange = state ? arrangements[state as keyof typeof arrangements] : () => undefined;
    if (!arrange) {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: `Unknown provider state: ${state}` }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(arrange(mock.store) ?? {}));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    stateSetupUrl: `${url}${stateSetupPath}`,
    store: mock.store,
    publicSiteUrl,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
