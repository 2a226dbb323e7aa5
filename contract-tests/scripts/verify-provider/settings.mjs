// The verifier's settings: environment variables, checked before anything is verified.
export const env = process.env;

export const usage = (scriptName) => `Usage:
  PROVIDER_BASE_URL=https://backend.example \\
  PROVIDER_STATES_SETUP_URL=https://backend.example/_pact/provider-states \\
  npx --yes --package @pact-foundation/pact@17.1.4 -- node ${scriptName}

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

export function fail(message) {
  console.error(`${message}\n(--help lists the settings.)`);
  process.exit(2);
}

export function required(name) {
  const value = env[name];
  if (!value) fail(`${name} is required.`);
  return value;
}

export function httpUrl(name) {
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

/** With a broker: the pacts it selects (or PACT_URL's), and where the results are published. */
export function brokerOptions() {
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
