import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type * as SchemaFiles from '@acq/graphql/schema-files';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { pactDir } from '../pact';
import { startMockBackend } from './mock-backend';
import { verifyPactAgainst } from './verify';

// The mock backend builds its schema from this file: here, from a deliberately broken copy.
const schema = vi.hoisted(() => ({ override: '' }));
vi.mock('@acq/graphql/schema-files', async (importOriginal) => {
  const original = await importOriginal<typeof SchemaFiles>();
  return {
    ...original,
    get schemaFile() {
      return schema.override || original.schemaFile;
    },
  };
});

const { schemaFile } = await import('@acq/graphql/schema-files');
const originalSchema = readFileSync(schemaFile, 'utf8');
const tempDir = mkdtempSync(path.join(tmpdir(), 'broken-backend-'));

/** Verifies the interactions whose description matches against a mock backend built from `brokenSchema`. */
async function verifyAgainst(brokenSchema: string, description: string) {
  schema.override = path.join(tempDir, 'acquisition.graphql');
  writeFileSync(schema.override, brokenSchema);
  const backend = await startMockBackend();
  // Only the interactions that show the break (the verifier reads this filter from the environment).
  process.env.PACT_DESCRIPTION = description;
  try {
    await verifyPactAgainst(backend, 'error');
  } finally {
    delete process.env.PACT_DESCRIPTION;
    await backend.close();
  }
}

const script = fileURLToPath(new URL('../../scripts/verify-provider.mjs', import.meta.url));

/** The backend teams' script against a mock backend built from `brokenSchema`: its exit code and summary. */
async function runScriptAgainst(brokenSchema: string, description: string) {
  schema.override = path.join(tempDir, 'acquisition.graphql');
  writeFileSync(schema.override, brokenSchema);
  const backend = await startMockBackend();
  try {
    await promisify(execFile)(process.execPath, [script], {
      env: {
        PATH: process.env.PATH ?? '',
        PACT_DIR: pactDir,
        PACT_LOG_LEVEL: 'error',
        PACT_DESCRIPTION: description,
        PROVIDER_BASE_URL: backend.url,
        PROVIDER_STATES_SETUP_URL: backend.stateSetupUrl,
      },
    });
    return { code: 0, stderr: '' };
  } catch (error) {
    return error as { code: number; stderr: string };
  } finally {
    await backend.close();
  }
}

describe('a broken backend fails verification', () => {
  afterEach(() => {
    schema.override = '';
  });
  afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

  it('as a control, the unbroken schema passes', async () => {
    await verifyAgainst(originalSchema, 'RegistrationCodeDetails query for the valid code');
  });

  it('when a field the app reads is renamed (invitorName to inviterName)', async () => {
    const renamed = originalSchema.replace(/^(\s+)invitorName: String$/m, '$1inviterName: String');
    expect(renamed).not.toBe(originalSchema);
    await expect(verifyAgainst(renamed, 'RegistrationCodeDetails query for the valid code')).rejects.toThrow();
  });

  it('when an enum value the app handles is missing (REGISTRATION_LINK_EXPIRED)', async () => {
    const withoutValue = originalSchema.replace(/^\s+"[^"\n]*"\n\s+REGISTRATION_LINK_EXPIRED\n/m, '\n');
    expect(withoutValue).not.toContain('REGISTRATION_LINK_EXPIRED');
    await expect(verifyAgainst(withoutValue, 'from a link that expired')).rejects.toThrow();
  });

  it('and the backend teams’ script says which interaction and field, one line each', async () => {
    const withoutValue = originalSchema.replace(/^\s+"[^"\n]*"\n\s+REGISTRATION_LINK_EXPIRED\n/m, '\n');
    const { code, stderr } = await runScriptAgainst(withoutValue, 'from a link that expired');
    expect(code).toBe(1);
    const summary = stderr.slice(stderr.indexOf('failed.'));
    expect(summary.split('\n').filter((line) => line.includes('✗'))).toEqual([
      expect.stringMatching(/^ {2}✗ a RegistrationCodeDetails query .*from a link that expired — \$\.data: /),
    ]);
    expect(summary).toContain('1 of 1 interactions fail:');
    expect(stderr.length).toBeLessThan(2000);
  });
});
