import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The backend teams' command, exactly as contract-tests/README.md documents it: the mock backend
// started with its provider-state endpoint, then the verification in an empty folder holding
// only the bundled verifier (`pnpm contract:bundle`, the pacts inside), with Pact fetched by npx
// (nothing of the front end).
const contractTestsDir = fileURLToPath(new URL('../../', import.meta.url));
const repositoryRoot = path.resolve(contractTestsDir, '..');
const readme = readFileSync(path.join(contractTestsDir, 'README.md'), 'utf8');
const documentedMockUrl = 'http://127.0.0.1:4000';

/** The README's mock command (inline code) and its verification command (the sh block). */
const mockCommand = /`(MOCK_PROVIDER_STATES=1 pnpm [^`]+)`/.exec(readme)?.[1];
const verifyCommand = /```sh\n((?:(?!```)[\s\S])*node verify-acquisition-contracts\.mjs)\n```/.exec(readme)?.[1];
const bundledVerifier = path.join(contractTestsDir, 'dist/verify-acquisition-contracts.mjs');

/** The environment of a shell outside this repository: no variables of pnpm, vitest or Pact. */
function outsideEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(
    ([name]) => !/^(npm_|pnpm_|VITEST|NODE_PATH$|NODE_OPTIONS$|PACT_|PROVIDER_|MOCK_)/i.test(name),
  );
  return { ...Object.fromEntries(inherited), ...extra };
}

function run(command: string, cwd: string, env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; output: string; seconds: number }>((resolve) => {
    const started = Date.now();
    const child = spawn('sh', ['-c', command], { cwd, env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output, seconds: (Date.now() - started) / 1000 }));
  });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the README's mock command on a free port; resolves once it listens. */
async function startDocumentedMock(command: string, port: number): Promise<ChildProcess> {
  // Its own process group, so pnpm, its shell and the server stop together.
  const child = spawn('sh', ['-c', command], {
    cwd: repositoryRoot,
    env: outsideEnv({ MOCK_PORT: String(port) }),
    detached: true,
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The mock backend did not start:\n${output}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('/_pact/provider-states')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', () => reject(new Error(`The mock backend exited:\n${output}`)));
  });
  return child;
}

describe('the backend teams’ documented command, in an empty folder against the mock backend', () => {
  let mock: ChildProcess | undefined;
  let mockUrl: string;
  let folder: string;
  let prefixed: Server | undefined;

  beforeAll(async () => {
    expect(mockCommand, 'README: the mock command `MOCK_PROVIDER_STATES=1 pnpm …`').toBeDefined();
    expect(verifyCommand, 'README: a sh block ending in `node verify-acquisition-contracts.mjs`').toBeDefined();
    const port = await freePort();
    mockUrl = `http://127.0.0.1:${port}`;
    mock = await startDocumentedMock(mockCommand!, port);
    execFileSync('node', [path.join(contractTestsDir, 'scripts/bundle-verifier.mjs')]);
    folder = mkdtempSync(path.join(tmpdir(), 'backend-team-'));
    copyFileSync(bundledVerifier, path.join(folder, path.basename(bundledVerifier)));
  }, 60_000);

  afterAll(() => {
    prefixed?.close();
    if (mock?.pid) process.kill(-mock.pid, 'SIGTERM');
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('names the Pact version the contract tests use', () => {
    const { version } = JSON.parse(
      readFileSync(path.join(contractTestsDir, 'node_modules/@pact-foundation/pact/package.json'), 'utf8'),
    ) as { version: string };
    expect(verifyCommand).toContain(`@pact-foundation/pact@${version} `);
  });

  it('verifies every interaction (exit 0)', async () => {
    const result = await run(verifyCommand!.replaceAll(documentedMockUrl, mockUrl), folder, outsideEnv());
    expect(result.output).toContain('honours the acquisition-web contracts');
    expect(result.code).toBe(0);
  });

  it('stops within seconds with exit 2 when the base URL is wrong', async () => {
    const wrongUrl = `http://127.0.0.1:${await freePort()}`;
    const command = verifyCommand!.replace(`PROVIDER_BASE_URL=${documentedMockUrl}`, `PROVIDER_BASE_URL=${wrongUrl}`);
    const result = await run(command.replaceAll(documentedMockUrl, mockUrl), folder, outsideEnv());
    expect(result.output).toContain(`PROVIDER_BASE_URL: ${wrongUrl}/graphql does not answer`);
    expect(result.output).not.toContain('PACT_BROKER_BASE_URL'); // the reason alone, not the usage text
    expect(result.code).toBe(2);
    expect(result.seconds).toBeLessThan(6);
  });

  it('appends the pacts’ /graphql to a base URL with a path prefix, as Pact does', async () => {
    // The mock backend behind a gateway that serves it under /acquisition-api.
    const mockPort = Number(new URL(mockUrl).port);
    prefixed = createHttpServer((incoming, outgoing) => {
      if (!incoming.url?.startsWith('/acquisition-api/')) return outgoing.writeHead(404).end();
      const path = incoming.url.slice('/acquisition-api'.length);
      const forwarded = httpRequest(
        { host: '127.0.0.1', port: mockPort, path, method: incoming.method, headers: incoming.headers },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      incoming.pipe(forwarded);
    });
    await new Promise<void>((resolve) => prefixed!.listen(0, '127.0.0.1', resolve));
    const gateway = `http://127.0.0.1:${(prefixed.address() as { port: number }).port}/acquisition-api`;
    const withPrefix = verifyCommand!.replace(`PROVIDER_BASE_URL=${documentedMockUrl}`, `PROVIDER_BASE_URL=${gateway}`);
    const result = await run(withPrefix.replaceAll(documentedMockUrl, mockUrl), folder, outsideEnv());
    expect(result.output).toContain(`The backend at ${gateway} honours the acquisition-web contracts.`);
    expect(result.code).toBe(0);

    // The GraphQL endpoint itself given as the base: Pact would call /graphql/graphql.
    const endpoint = verifyCommand!.replace(
      `PROVIDER_BASE_URL=${documentedMockUrl}`,
      `PROVIDER_BASE_URL=${mockUrl}/graphql`,
    );
    const wrong = await run(endpoint.replaceAll(documentedMockUrl, mockUrl), folder, outsideEnv());
    expect(wrong.output).toContain(`${mockUrl}/graphql/graphql answers 404`);
    expect(wrong.output).toContain(`use ${mockUrl}.`);
    expect(wrong.code).toBe(2);
  });

  it('says in one line per interaction what a wrong backend answered', async () => {
    // A server that is no acquisition backend: it accepts the state set-up, answers 500 to the rest.
    const stranger = createHttpServer((incoming, outgoing) => {
      const status = incoming.url === '/states' ? 200 : 500;
      outgoing.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => stranger.listen(0, '127.0.0.1', resolve));
    const strangerUrl = `http://127.0.0.1:${(stranger.address() as { port: number }).port}`;
    const command = `PROVIDER_BASE_URL=${strangerUrl} PROVIDER_STATES_SETUP_URL=${strangerUrl}/states node ${path.basename(bundledVerifier)}`;
    // Pact from this repository's install instead of npx: the test is about the report.
    const pactBin = path.join(contractTestsDir, 'node_modules/.bin');
    const result = await run(command, folder, outsideEnv({ PATH: `${pactBin}${path.delimiter}${process.env.PATH}` }));
    stranger.close();
    expect(result.code).toBe(1);
    const failures = result.output.split('\n').filter((line) => line.startsWith('  ✗ '));
    expect(result.output).toContain(`${failures.length} of ${failures.length} interactions fail:`);
    expect(failures.length).toBeGreaterThan(40);
    for (const line of failures) expect(line).toMatch(/ — status: expected 200 but was 500/);
  });

  it('stops with exit 2 when the state set-up URL is wrong or missing', async () => {
    const wrongPath = verifyCommand!.replace('/_pact/provider-states', '/provider-states');
    const wrong = await run(wrongPath.replaceAll(documentedMockUrl, mockUrl), folder, outsideEnv());
    expect(wrong.output).toMatch(/PROVIDER_STATES_SETUP_URL: \S+ answers 404/);
    expect(wrong.code).toBe(2);

    const missing = verifyCommand!.replace(/PROVIDER_STATES_SETUP_URL=\S+ \\\n/, '');
    expect(missing).not.toContain('PROVIDER_STATES_SETUP_URL');
    const result = await run(missing.replaceAll(documentedMockUrl, mockUrl), folder, outsideEnv());
    expect(result.output).toContain('PROVIDER_STATES_SETUP_URL is required');
    expect(result.code).toBe(2);
  });
});
