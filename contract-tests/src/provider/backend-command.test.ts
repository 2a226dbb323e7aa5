import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pactDir } from '../pact';
import { startMockBackend, type StartedMockBackend } from './mock-backend';

const script = fileURLToPath(new URL('../../scripts/verify-provider.mjs', import.meta.url));

/** The backend teams' command, run as they run it: a base URL and a provider-state set-up URL. */
function runBackendCommand(env: Record<string, string>) {
  return promisify(execFile)(process.execPath, [script], {
    env: { PATH: process.env.PATH ?? '', PACT_DIR: pactDir, PACT_LOG_LEVEL: 'error', ...env },
  });
}

describe('the backend teams’ verification command', () => {
  let backend: StartedMockBackend;
  beforeAll(async () => {
    backend = await startMockBackend();
  });
  afterAll(() => backend.close());

  it('verifies the pacts against a backend through its provider-state set-up URL', async () => {
    const { stdout } = await runBackendCommand({
      PROVIDER_BASE_URL: backend.url,
      PROVIDER_STATES_SETUP_URL: backend.stateSetupUrl,
    });
    expect(stdout).toContain('honours the acquisition-web contracts');
  });

  it('fails without the provider states the contract needs', async () => {
    await expect(runBackendCommand({ PROVIDER_BASE_URL: backend.url })).rejects.toMatchObject({ code: 1 });
  });
});
