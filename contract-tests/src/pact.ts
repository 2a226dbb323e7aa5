import { fileURLToPath } from 'node:url';
import { PactV4 } from '@pact-foundation/pact';

// Pact's native core reports anonymous usage to the Pact Foundation unless told not to.
process.env.PACT_DO_NOT_TRACK ??= 'true';

export const consumerName = 'acquisition-web';
export const providerName = 'acquisition-backend';

/** Where the consumer tests write the pact and where the verification reads it. */
export const pactDir = fileURLToPath(new URL('../pacts/', import.meta.url));
export const pactFile = `${pactDir}${consumerName}-${providerName}.json`;

/** The app's backend path; the runtime setting acqBackendGraphqlURL points at it. */
export const graphqlPath = '/graphql';

export function createPact(): PactV4 {
  return new PactV4({
    consumer: consumerName,
    provider: providerName,
    dir: pactDir,
    logLevel: (process.env.PACT_LOG_LEVEL as 'warn' | undefined) ?? 'warn',
  });
}
