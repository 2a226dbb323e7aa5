import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pactFile } from '../pact';

// The backend teams' command, exactly as contract-tests/README.md documents it: the mock backend
// started with its provider-state endpoint, then the verification in an empty folder holding
// only verify-provider.mjs and the pact, with Pact fetched by npx (nothing of the front end).
const contractTestsDir = fileURLToPath(new URL('../../', import.meta.url));
const repositoryRoot = path.resolve(contractTestsDir, '..');
const readme = readFileSync(path.join(contractTestsDir, 'README.md'), 'utf8');
const documentedMockUrl = 'http://127.0.0.1:4000';

/** The README's mock command (inline code) and its verification command (the sh block). */
const mockCommand = /`(MOCK_PROVIDER_STATES=1 pnpm [^`]+)`/.exec(readme)?.[1];
const verifyCommand = /```sh\n((?:(?!```)[\s\S])*node verify-provider\.mjs)\n```/.exec(readme)?.[1];

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

  beforeAll(async () => {
    expect(mockCommand, 'README: the mock command `MOCK_PROVIDER_STATES=1 pnpm …`').toBeDefined();
    expect(verifyCommand, 'README: a sh block ending in `node verify-provider.mjs`').toBeDefined();
    const port = await freePort();
    mockUrl = `http://127.0.0.1:${port}`;
    mock = await startDocumentedMock(mockCommand!, port);
    folder = mkdtempSync(path.join(tmpdir(), 'backend-team-'));
    mkdirSync(path.join(folder, 'pacts'));
    copyFileSync(path.join(contractTestsDir, 'scripts/verify-provider.mjs'), path.join(folder, 'verify-provider.mjs'));
    copyFileSync(pactFile, path.join(folder, 'pacts', path.basename(pactFile)));
  }, 60_000);

  afterAll(() => {
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
    expect(result.code).toBe(2);
    expect(result.seconds).toBeLessThan(10);
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
