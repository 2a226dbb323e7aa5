#!/usr/bin/env node
// Verifies the acquisition front end's Pact contracts against a running acquisition backend.
// Plain Node (no build step, no front-end code): backend teams need only this file, the pact
// files and @pact-foundation/pact. See contract-tests/README.md, "For backend teams".
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const env = process.env;
const provider = 'acquisition-backend';
const consumer = 'acquisition-web';
const usage = `Usage:
  PROVIDER_BASE_URL=https://backend.example \\
  PROVIDER_STATES_SETUP_URL=https://backend.example/_pact/provider-states \\
  node verify-provider.mjs

  Outside this repository: npx --yes --package @pact-foundation/pact@17.1.4 -- node verify-provider.mjs

  PACT_DIR                  folder of the pact files (default: ../pacts beside this script, else ./pacts)
  PACT_BROKER_BASE_URL, PACT_BROKER_TOKEN
                            when both are set: pacts come from the broker, results are published to it
  PROVIDER_VERSION          version of the verified backend (required with a broker, e.g. the git sha)
  PROVIDER_BRANCH           branch of the verified backend (with a broker)
  PACT_URL                  verify this one pact from the broker (as a broker webhook passes it)
  PACT_LOG_LEVEL            trace | debug | info | warn (default) | error`;

// Pact's native core reports anonymous usage unless told not to; opt in by setting it to false.
env.PACT_DO_NOT_TRACK ??= 'true';

const { Verifier } = await loadPact();
const providerBaseUrl = required('PROVIDER_BASE_URL');
const useBroker = Boolean(env.PACT_BROKER_BASE_URL && env.PACT_BROKER_TOKEN);

const options = {
  provider,
  providerBaseUrl,
  logLevel: env.PACT_LOG_LEVEL ?? 'warn',
  // The verifier POSTs {"state", "params", "action": "setup" | "teardown"} here around every
  // interaction and injects the JSON values of the answer into the request.
  ...(env.PROVIDER_STATES_SETUP_URL ? { providerStatesSetupUrl: env.PROVIDER_STATES_SETUP_URL } : {}),
  ...(useBroker ? brokerOptions() : { pactUrls: pactFiles() }),
};

if (!env.PROVIDER_STATES_SETUP_URL) {
  console.warn('PROVIDER_STATES_SETUP_URL is not set: interactions that need a provider state will likely fail.');
}

try {
  await new Verifier(options).verifyProvider();
  console.log(`\nThe backend at ${providerBaseUrl} honours the ${consumer} contracts.`);
} catch (error) {
  console.error(`\nVerification against ${providerBaseUrl} failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

function brokerOptions() {
  return {
    pactBrokerUrl: env.PACT_BROKER_BASE_URL,
    pactBrokerToken: env.PACT_BROKER_TOKEN,
    ...(env.PACT_URL
      ? { pactUrls: [env.PACT_URL] }
      : {
          consumerVersionSelectors: [{ mainBranch: true }, { deployedOrReleased: true }],
          enablePending: true,
        }),
    publishVerificationResult: true,
    providerVersion: required('PROVIDER_VERSION'),
    ...(env.PROVIDER_BRANCH ? { providerVersionBranch: env.PROVIDER_BRANCH } : {}),
  };
}

function pactFiles() {
  const beside = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../pacts');
  const dir = path.resolve(env.PACT_DIR ?? (existsSync(beside) ? beside : 'pacts'));
  const files = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.json')) : [];
  if (files.length === 0) fail(`No pact files (*.json) in ${dir}. Set PACT_DIR.`);
  return files.map((file) => path.join(dir, file));
}

function required(name) {
  const value = env[name];
  if (!value) fail(`${name} is required.`);
  return value;
}

function fail(message) {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

/**
 * Loads @pact-foundation/pact from beside this script or, when run through
 * `npx --package @pact-foundation/pact@… -- node verify-provider.mjs`, from the package npx
 * installed: npx puts its node_modules/.bin on PATH, which `import` does not search.
 */
async function loadPact() {
  const load = async (specifier) => {
    const module = await import(specifier);
    return module.Verifier ? module : module.default;
  };
  try {
    return await load('@pact-foundation/pact');
  } catch (error) {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
  }
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (!dir.endsWith(path.join('node_modules', '.bin'))) continue;
    try {
      const resolved = createRequire(path.join(dir, '..', '..', 'index.js')).resolve('@pact-foundation/pact');
      return await load(pathToFileURL(resolved).href);
    } catch {
      // not installed there
    }
  }
  fail('@pact-foundation/pact is not installed.');
}
