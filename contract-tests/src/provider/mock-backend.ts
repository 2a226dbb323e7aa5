import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMockServer } from '@acq/mock-server';
import { providerStatesPath } from '@acq/mock-server/provider-states';

export interface StartedMockBackend {
  url: string;
  /** The mock backend's own provider-state set-up endpoint, as `MOCK_PROVIDER_STATES=1` serves it. */
  stateSetupUrl: string;
  store: ReturnType<typeof createMockServer>['store'];
  publicSiteUrl: string;
  close: () => Promise<void>;
}

/** The mock backend on 127.0.0.1 and a free port, with its provider-state set-up endpoint. */
export async function startMockBackend(): Promise<StartedMockBackend> {
  const publicSiteUrl = 'http://127.0.0.1:4173';
  const mock = createMockServer({ publicSiteUrl, providerStates: true });
  const server = createServer(mock.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    stateSetupUrl: `${url}${providerStatesPath}`,
    store: mock.store,
    publicSiteUrl,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
