import { CountryDetailsDocument } from '@acq/graphql';
import { evaluateExperiments } from '@/lib/experiments/server-experiments.server';
import { requestBackend } from '@/lib/server/backend-call.server';
import { requestGraphql, withTimeout } from '@/lib/server/graphql.server';
import { requestFacts } from '@/lib/server/request-context.server';
import type { RouteArgs } from '@/lib/server/route-args.server';
import { countryTimeoutMs, decideCountry, fetchBackendCountry } from '@/lib/startup/country';
import type { StartupState } from './startup';

/**
 * What a page decides for its visitor beyond the address: the country (the backend's, from the
 * visitor's address, else the host's) and the experiments' values for the visitor's anonymous id
 * and that country. The root loader renders with them; the edge's cache keys a shared page by
 * them (server/edge-decision.ts), so both take them from here.
 */
export async function pageDecisions(page: RouteArgs, startup: StartupState, anonymousId: string) {
  const { url, context } = page;
  const { settings } = requestFacts(context);
  const graphql = requestGraphql(page);
  // Decided once per page, and every part uses this decision: the rendered form, the experiments'
  // attributes, the data layer's start-up record in the browser.
  const backendCountry = await fetchBackendCountry(() =>
    graphql
      .query({ query: CountryDetailsDocument, context: withTimeout(countryTimeoutMs) })
      .then((result) => result.data!),
  );
  const countryDecision = decideCountry({ backendCountry, hostname: url.hostname });
  const { featuresHost, featuresClientKey } = settings;
  const experiments = await evaluateExperiments({
    source:
      featuresHost && featuresClientKey && !startup.query.disableGrowthbook
        ? { featuresHost, clientKey: featuresClientKey }
        : null,
    attributes: { acqAnonymousId: anonymousId, applicationCountry: countryDecision.country },
    url: url.href,
    // Without the page's signal: pages share the payload's fetch, one that goes away must not end it.
    backend: requestBackend(context),
  });
  return { countryDecision, experiments };
}
