import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pactFile } from '../pact';

const script = fileURLToPath(new URL('../../scripts/contract-ci.mjs', import.meta.url));

function runStep(step: string, env: Record<string, string> = {}) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      [script, step],
      { env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, output: stdout + stderr }),
    );
  });
}

describe('the deploy gate without a broker', () => {
  it.each(['publish', 'can-i-deploy', 'record-deployment'])('%s says it skips and exits 0', async (step) => {
    const { code, output } = await runStep(step);
    expect(output).toContain(`contract-ci ${step}: PACT_BROKER_BASE_URL is not set, so there is no broker; skipping.`);
    expect(code).toBe(0);
  });

  it('refuses an unknown step (exit 2)', async () => {
    expect((await runStep('deploy')).code).toBe(2);
  });
});

/**
 * A stand-in for the Pact Broker's HAL API, just the resources the broker client walks: it
 * records what the scripts send and answers can-i-deploy as told. The real broker is not
 * reachable from here; this checks what the script hands the maintained client.
 */
function startBrokerStandIn() {
  const received: { method: string; url: string; authorization?: string; body: string }[] = [];
  let deployable = true;
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    const { method = '', url = '' } = request;
    received.push({ method, url, authorization: request.headers.authorization, body });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const send = (status: number, json: unknown) =>
      response.writeHead(status, { 'content-type': 'application/hal+json' }).end(JSON.stringify(json));
    if (method === 'GET' && url === '/')
      return send(200, { _links: { 'pb:publish-contracts': { href: `${base}/publish` } } });
    if (method === 'POST' && url === '/publish') return send(200, { notices: [], _links: {} });
    if (method === 'GET' && url.startsWith('/matrix?')) {
      return send(200, { summary: { deployable, reason: deployable ? 'all verified' : 'not verified' }, matrix: [] });
    }
    if (method === 'GET' && url === '/pacticipants/acquisition-web/versions/0f1e2d3c') {
      return send(200, {
        _links: { 'pb:record-deployment': [{ name: 'staging', href: `${base}/deployments/staging` }] },
      });
    }
    if (method === 'POST' && url === '/deployments/staging') return send(201, { _links: {} });
    return send(404, {});
  });
  return {
    received,
    setDeployable: (value: boolean) => (deployable = value),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('the deploy gate with a broker', () => {
  const broker = startBrokerStandIn();
  let env: Record<string, string>;
  beforeAll(async () => {
    env = {
      PACT_BROKER_BASE_URL: await broker.start(),
      PACT_BROKER_TOKEN: 'ci-token',
      GIT_COMMIT: '0f1e2d3c',
      GIT_BRANCH: 'main',
      DEPLOY_ENVIRONMENT: 'staging',
      PACT_CAN_I_DEPLOY_RETRIES: '0',
    };
  });
  beforeEach(() => {
    broker.received.length = 0;
  });
  afterAll(() => broker.close());

  it('publishes the pact with the git sha and branch', async () => {
    const { code } = await runStep('publish', env);
    expect(code).toBe(0);
    const publish = broker.received.find((request) => request.url === '/publish');
    const body = JSON.parse(publish?.body ?? '{}') as {
      pacticipantName: string;
      pacticipantVersionNumber: string;
      branch: string;
      contracts: { providerName: string; content: string }[];
    };
    expect(publish?.authorization).toBe('Bearer ci-token');
    expect(body).toMatchObject({
      pacticipantName: 'acquisition-web',
      pacticipantVersionNumber: '0f1e2d3c',
      branch: 'main',
    });
    expect(body.contracts.map((contract) => contract.providerName)).toEqual(['acquisition-backend']);
    // The client rewrites the metadata (its own Pact core version); the interactions go as written.
    const { consumer, provider, interactions } = JSON.parse(readFileSync(pactFile, 'utf8')) as Record<string, unknown>;
    expect(JSON.parse(Buffer.from(body.contracts[0]!.content, 'base64').toString('utf8'))).toMatchObject({
      consumer,
      provider,
      interactions,
    });
  });

  it('lets the deploy go on only when can-i-deploy says yes', async () => {
    broker.setDeployable(true);
    expect((await runStep('can-i-deploy', env)).code).toBe(0);
    expect(broker.received.map((request) => request.url)).toContainEqual(
      expect.stringMatching(/^\/matrix\?.*pacticipant\]=acquisition-web.*version\]=0f1e2d3c.*environment=staging/),
    );
    broker.setDeployable(false);
    expect((await runStep('can-i-deploy', env)).code).toBe(1);
  });

  it('records the deployment to the environment', async () => {
    expect((await runStep('record-deployment', env)).code).toBe(0);
    expect(broker.received.map(({ method, url }) => `${method} ${url}`)).toContain('POST /deployments/staging');
  });
});
