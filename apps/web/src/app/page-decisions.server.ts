import { CountryDetailsDocument } from '@acq/graphql';
import { reportServerError } from '@/lib/error-reporting/server-reporter.server';
import { evaluateExperiments } from '@/lib/experiments/server-experiments';
import { requestGraphql } from '@/lib/server/graphql.server';
import { pageUrl } from '@/lib/server/page-url';
import { requestFacts, type RequestContext } from '@/lib/server/request-context';
import { decideCountry, fetchBackendCountry } from '@/lib/startup/country';
import type { StartupState } from './startup';

/**
 * What a page decides for its visitor beyond the address: the country (the backend's, from the
 * visitor's address, else the host's) and the experiments' values for the visitor's anonymous id
 * and that country. The root loader renders with them; the edge's cache keys a shared page by
 * them (server/edge-decision.ts), so both take them from here.
 */
export async function pageDecisions(
  request: Request,
  context: RequestContext,
  startup: StartupState,
  anonymousId: string,
) {
  const { settings } = requestFacts(context);
  const url = pageUrl(request);
  const graphql = requestGraphql(request, context);
  // Decided once per page, and every part uses this decision: the rendered form, the experiments'
  // attributes, the data layer's start-up record in the browser.
  const backendCountry = await fetchBackendCountry((signal) =>
    graphql
      .query({ query: CountryDetailsDocument, context: { fetchOptions: { signal } } })
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
    report: (message, error) => reportServerError(settings, message, error),
  });
  return { countryDecision, experiments };
}
