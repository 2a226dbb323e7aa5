#!/usr/bin/env node
// Verifies the acquisition front end's Pact contracts against a running acquisition backend.
// Plain Node (no build step, no front-end code). `pnpm contract:bundle` writes it with the pacts
// inside to contract-tests/dist/verify-acquisition-contracts.mjs, the one file backend teams run
// (with @pact-foundation/pact from npx). See contract-tests/README.md, "For backend teams".
// Exit codes: 0 the backend honours the contracts, 1 an interaction fails, 2 bad configuration
// or a URL that does not answer.
//
// In this repository its parts are in verify-provider/, which `pnpm contract:bundle` inlines.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkGraphqlEndpoint, checkStateSetupEndpoint } from './verify-provider/endpoint-checks.mjs';
import { failureSummary } from './verify-provider/failure-summary.mjs';
import { loadPact } from './verify-provider/load-pact.mjs';
import { pactFiles } from './verify-provider/pact-files.mjs';
import { brokerOptions, env, httpUrl, usage } from './verify-provider/settings.mjs';

const provider = 'acquisition-backend';
const consumer = 'acquisition-web';
/** The pacts themselves, in the bundled file (`pnpm contract:bundle`); here they are read from PACT_DIR. */
const embeddedPacts = null;

// Pact's native core reports anonymous usage unless told not to; opt in by setting it to false.
env.PACT_DO_NOT_TRACK ??= 'true';

if (process.argv.includes('--help')) {
  console.log(usage(path.basename(fileURLToPath(import.meta.url))));
  process.exit(0);
}

const providerBaseUrl = httpUrl('PROVIDER_BASE_URL');
const providerStatesSetupUrl = httpUrl('PROVIDER_STATES_SETUP_URL');
const useBroker = Boolean(env.PACT_BROKER_BASE_URL && env.PACT_BROKER_TOKEN);
const sourceOptions = useBroker ? brokerOptions() : { pactUrls: pactFiles(embeddedPacts, import.meta.url) };

await checkGraphqlEndpoint(providerBaseUrl);
await checkStateSetupEndpoint(providerStatesSetupUrl);
// Pact's HTTP proxy uses a Node API that Node deprecates: a warning backend teams cannot act on.
process.noDeprecation = true;
const { Verifier } = await loadPact();

try {
  await new Verifier({
    provider,
    providerBaseUrl,
    logLevel: env.PACT_LOG_LEVEL ?? 'warn',
    // The verifier POSTs {"state", "params", "action": "setup" | "teardown"} here around every
    // interaction and injects the JSON values of the answer into the request.
    providerStatesSetupUrl,
    ...sourceOptions,
  }).verifyProvider();
  console.log(`\nThe backend at ${providerBaseUrl} honours the ${consumer} contracts.`);
} catch (error) {
  console.error(`\nVerification against ${providerBaseUrl} failed.\n${failureSummary(error)}`);
  process.exit(1);
}
