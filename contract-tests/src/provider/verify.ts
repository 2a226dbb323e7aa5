import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { pactFile, providerName } from '../pact';
import type { StartedMockBackend } from './mock-backend';
import { createStateArrangements } from './provider-states';

/**
 * Verifies the pact against a started mock backend with pact-js state handlers: before each
 * interaction the store is reset, then each of its provider states is arranged.
 */
export function verifyPactAgainst(backend: StartedMockBackend, logLevel: VerifierOptions['logLevel'] = 'warn') {
  const arrangements = createStateArrangements(backend.publicSiteUrl);
  const stateHandlers: NonNullable<VerifierOptions['stateHandlers']> = {
    ...Object.fromEntries(
      Object.entries(arrangements).map(([state, arrange]) => [state, async () => arrange(backend.store) ?? undefined]),
    ),
    // The verifier names interactions without a provider state with an empty one.
    '': async () => undefined,
  };
  return new Verifier({
    provider: providerName,
    providerBaseUrl: backend.url,
    pactUrls: [pactFile],
    stateHandlers,
    // Once per interaction, before its first state.
    beforeEach: async () => backend.store.reset(),
    logLevel,
  }).verifyProvider();
}
