import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { pactFile, providerName } from '../pact';
import type { StartedMockBackend } from './mock-backend';

/**
 * Verifies the pact against a started mock backend through its own provider-state set-up
 * endpoint, as a backend team's verification reaches theirs: a state is arranged before each
 * interaction and the store restored to its seed after it.
 */
export function verifyPactAgainst(backend: StartedMockBackend, logLevel: VerifierOptions['logLevel'] = 'error') {
  return new Verifier({
    provider: providerName,
    providerBaseUrl: backend.url,
    pactUrls: [pactFile],
    providerStatesSetupUrl: backend.stateSetupUrl,
    logLevel,
  }).verifyProvider();
}
