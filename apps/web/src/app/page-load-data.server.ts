import { identifiedCustomer } from '@/lib/analytics/customer';
import { browserSettingsOf } from '@/lib/runtime-settings';
import { authTokenOf } from '@/lib/server/auth-token-cookie.server';
import { sessionIdOf } from '@/lib/server/graphql.server';
import { requestFacts } from '@/lib/server/request-context.server';
import type { RouteArgs } from '@/lib/server/route-args.server';
import { pageDecisions } from './page-decisions.server';
import { requestStartupContext } from './request-startup-middleware.server';

/**
 * The root route's data, what every page of a page load shares: the runtime settings, the language, start-up decisions,
 * the country decision and the experiments. It travels in the router's hydration data, the page's
 * only data. The language's messages do not: they are a module of their own, which the page
 * preloads and the browser keeps for every later page (`entry.client.tsx`, `clientLoader`).
 */
export async function pageLoadData(page: RouteArgs) {
  const { request, context } = page;
  const { settings, messagesModules, sharedVisitor } = requestFacts(context);
  const { startup, anonymousId } = context.get(requestStartupContext);
  const { countryDecision, experiments } = await pageDecisions(page, startup, anonymousId);
  return {
    settings: browserSettingsOf(settings),
    locale: startup.locale,
    messagesModules: messagesModules?.[startup.locale] ?? null,
    // A page a shared cache serves to many visitors names none of them: the browser makes its
    // page-load session id, and reads its anonymous id from the cookie the edge set.
    sessionId: sharedVisitor ? null : sessionIdOf(context), // X-Session-ID of this page load
    startup,
    countryDecision,
    experiments: sharedVisitor
      ? { ...experiments, attributes: { ...experiments.attributes, acqAnonymousId: '' } }
      : experiments,
    // For the data layer's start-up record; the token itself stays in its HttpOnly cookie.
    customer: identifiedCustomer(await authTokenOf(request.headers.get('cookie'))),
  };
}

export type PageLoadData = Awaited<ReturnType<typeof pageLoadData>>;
