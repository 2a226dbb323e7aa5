import { afterAll, beforeAll, describe, it } from 'vitest';
import { startMockBackend, type StartedMockBackend } from './mock-backend';
import { verifyPactAgainst } from './verify';

describe('the mock backend', () => {
  let backend: StartedMockBackend;
  beforeAll(async () => {
    backend = await startMockBackend();
  });
  afterAll(() => backend.close());

  it('honours every interaction of the pact', async () => {
    await verifyPactAgainst(backend);
  });
});
