#!/usr/bin/env node
// Verifies the acquisition front end's Pact contracts against a running acquisition backend.
// Plain Node (no build step, no front-end code). `pnpm contract:bundle` writes it with the pacts
// inside to contract-tests/dist/verify-acquisition-contracts.mjs, the one file backend teams run
// (with @pact-foundation/pact from npx). See contract-tests/README.md, "For backend teams".
// Exit codes: 0 the backend honours the contracts, 1 an interaction fails, 2 bad configuration
// or a URL that does not answer.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const env = process.env;
const provider = 'acquisition-backend';
const consumer = 'acquisition-web';
const graphqlPath = '/graphql';
/** How long a URL may take to answer the check before verifying. */
const answerTimeoutMs = Number(env.PROVIDER_CHECK_TIMEOUT_MS ?? 5000);
/** The pacts themselves, in the bundled file (`pnpm contract:bundle`); here they are read from PACT_DIR. */
const embeddedPacts = null;
const usage = `Usage:
  PROVIDER_BASE_URL=https://backend.example \\
  PROVIDER_STATES_SETUP_URL=https://backend.example/_pact/provider-states \\
  npx --yes --package @pact-foundation/pact@17.1.4 -- node ${path.basename(fileURLToPath(import.meta.url))}

  PROVIDER_BASE_URL         the backend, with its path prefix if it has one: the pacts' /graphql is
                            appended to it (https://backend.example/acq -> https://backend.example/acq/graphql)
  PROVIDER_STATES_SETUP_URL its provider-state set-up endpoint
  PACT_DIR                  folder of the pact files (default: the pacts inside the bundled file, else
                            ../pacts beside this script, else ./pacts)
  PACT_BROKER_BASE_URL, PACT_BROKER_TOKEN
                            when both are set: pacts come from the broker, results are published to it
  PROVIDER_VERSION          version of the verified backend (required with a broker, e.g. the git sha)
  PROVIDER_BRANCH           branch of the verified backend (with a broker)
  PACT_URL                  verify this one pact from the broker (as a broker webhook passes it)
  PACT_LOG_LEVEL            trace | debug | info | warn (default) | error`;

// Pact's native core reports anonymous usage unless told not to; opt in by setting it to false.
env.PACT_DO_NOT_TRACK ??= 'true';

if (process.argv.includes('--help')) {
  console.log(usage);
  process.exit(0);
}

const providerBaseUrl = httpUrl('PROVIDER_BASE_URL');
const providerStatesSetupUrl = httpUrl('PROVIDER_STATES_SETUP_URL');
const useBroker = Boolean(env.PACT_BROKER_BASE_URL && env.PACT_BROKER_TOKEN);
const sourceOptions = useBroker ? brokerOptions() : { pactUrls: pactFiles() };

await checkGraphqlEndpoint();
await checkStateSetupEndpoint();
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
  console.error(`\nVerification against ${providerBaseUrl} failed.\n${summary(error)}`);
  process.exit(1);
}

/** One line per failing interaction with what differs, from the verifier's JSON report. */
function summary(error) {
  const message = error instanceof Error ? error.message : String(error);
  let report;
  try {
    report = JSON.parse(message);
  } catch {
    return message.slice(0, 2000);
  }
  const results = report.interactionResults ?? [];
  const failing = results.filter((result) => result.result !== 'OK');
  const lines = failing.map((result) => {
    const tag = result.pending ? ' (pending: does not fail the build)' : '';
    return `  ✗ ${clip(`${result.description}${tag} — ${mismatchesOf(result.mismatch)}`)}`;
  });
  return [`${failing.length} of ${results.length} interactions fail:`, ...lines].join('\n');
}

/** The first difference (a field's JSON path where there is one) and how many more there are. */
function mismatchesOf(mismatch) {
  if (!mismatch) return 'failed';
  if (mismatch.type === 'error') return mismatch.message ?? 'request failed';
  // What the backend answered comes first: a wrong status explains the body's differences.
  const all = mismatch.mismatches ?? [];
  const status = all.find((item) => item.type === 'StatusMismatch');
  const [first, ...more] = status ? [status, ...all.filter((item) => item !== status)] : all;
  if (!first) return 'failed';
  const where = first.type === 'StatusMismatch' ? 'status' : (first.path ?? first.key ?? first.type);
  const also = more.length > 0 ? ` (and ${more.length} more)` : '';
  return `${where ? `${where}: ` : ''}${first.mismatch}${also}`;
}

function clip(text, length = 240) {
  const oneLine = String(text).replace(/\s+/g, ' ');
  return oneLine.length > length ? `${oneLine.slice(0, length - 1)}…` : oneLine;
}

/**
 * The backend must answer a GraphQL request where Pact will send it: the pacts' path appended to
 * the base URL, prefix and all (as Pact joins them). Any answer but 404 will do here.
 */
async function checkGraphqlEndpoint() {
  const base = providerBaseUrl.replace(/\/+$/, '');
  const url = `${base}${graphqlPath}`;
  const response = await answerOf(url, { query: '{ __typename }' }, 'PROVIDER_BASE_URL');
  if (response.status !== 404) return;
  const endpointItself = base.endsWith(graphqlPath)
    ? ` It looks like the GraphQL endpoint itself: Pact appends ${graphqlPath}, so use ${base.slice(0, -graphqlPath.length) || base}.`
    : ` Set it to the URL that ${graphqlPath} is under (with the path prefix, if the backend has one).`;
  fail(`PROVIDER_BASE_URL: ${url} answers 404.${endpointItself}`);
}

/** The set-up endpoint must accept the state change the verifier sends for an interaction without a state. */
async function checkStateSetupEndpoint() {
  const response = await answerOf(
    providerStatesSetupUrl,
    { state: '', params: {}, action: 'setup' },
    'PROVIDER_STATES_SETUP_URL',
  );
  if (!response.ok) {
    const body = clip(await response.text().catch(() => ''), 200);
    fail(
      `PROVIDER_STATES_SETUP_URL: ${providerStatesSetupUrl} answers ${response.status} to ` +
        `{"state": "", "params": {}, "action": "setup"}, where it must answer 200 with a JSON object. ${body}`,
    );
  }
}

async function answerOf(url, body, variable) {
  try {
    return await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(answerTimeoutMs),
      redirect: 'manual',
    });
  } catch (error) {
    const cause = error?.name === 'TimeoutError' ? `no answer within ${answerTimeoutMs} ms` : reason(error);
    fail(`${variable}: ${url} does not answer (${cause}).`);
  }
}

function reason(error) {
  const cause = error?.cause;
  return cause?.code ? `${cause.code}${cause.hostname ? ` ${cause.hostname}` : ''}` : (error?.message ?? String(error));
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
  if (embeddedPacts && !env.PACT_DIR) {
    const dir = mkdtempSync(path.join(tmpdir(), 'acquisition-pacts-'));
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
    return embeddedPacts.map((pact) => {
      const file = path.join(dir, `${pact.consumer.name}-${pact.provider.name}.json`);
      writeFileSync(file, JSON.stringify(pact));
      return file;
    });
  }
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

function httpUrl(name) {
  const value = required(name);
  let url;
  try {
    url = new URL(value);
  } catch {
    fail(`${name} is not a URL: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') fail(`${name} must be an http(s) URL: ${value}`);
  return value;
}

function fail(message) {
  console.error(`${message}\n(--help lists the settings.)`);
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
