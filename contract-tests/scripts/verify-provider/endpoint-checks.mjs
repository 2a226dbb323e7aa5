// The backend's two URLs, checked before verifying, so that a wrong one stops the run within
// seconds with its reason (exit 2).
import { clip } from './failure-summary.mjs';
import { env, fail } from './settings.mjs';

const graphqlPath = '/graphql';
/** How long a URL may take to answer the check before verifying. */
const answerTimeoutMs = Number(env.PROVIDER_CHECK_TIMEOUT_MS ?? 5000);

/**
 * The backend must answer a GraphQL request where Pact will send it: the pacts' path appended to
 * the base URL, prefix and all (as Pact joins them). Any answer but 404 will do here.
 */
export async function checkGraphqlEndpoint(providerBaseUrl) {
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
export async function checkStateSetupEndpoint(providerStatesSetupUrl) {
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
