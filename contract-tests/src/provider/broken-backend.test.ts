import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type * as SchemaFiles from '@acq/graphql/schema-files';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
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
});
