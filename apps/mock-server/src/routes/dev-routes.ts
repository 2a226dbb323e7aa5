import { seedAdminToken } from '../seed';
import type { ScenarioStore } from '../store';
import { createConsentStandIn } from './consent-stand-in';
import { createErrorReportSink } from './error-report-sink';
import { featureStreamRoutes } from './feature-stream';
import { socialSignInRoute } from './social-sign-in';
import { unsignedJwt } from '../provider-states/unsigned-jwt';
import { faultKinds, type createBackendFaults } from './backend-faults';

export type Route = (request: Request, url: URL) => Response | Promise<Response>;

/**
 * Development-only routes that let developers and tests look into and steer the mock backend.
 * Documented in the README of this package.
 */
export function createDevRoutes(
  store: ScenarioStore,
  isAllowedOrigin: (origin: string) => boolean,
  publicSiteUrl: string,
  backend: ReturnType<typeof createBackendFaults>,
): Record<string, Route> {
  const errorReports = createErrorReportSink();
  const consentStandIn = createConsentStandIn();
  return {
    ...errorReports.routes,
    ...featureStreamRoutes,
    ...consentStandIn.routes,
    'GET /dev/mailbox': (_request, url) => {
      const to = url.searchParams.get('to');
      if (!to)
        return Response.json({ error: 'Query parameter `to` (an e-mail address) is required.' }, { status: 400 });
      return Response.json(store.mailsTo(to));
    },
    'POST /dev/reset': () => {
      store.reset();
      backend.reset();
      errorReports.clear();
      consentStandIn.reset();
      return new Response(null, { status: 204 });
    },
    // The GraphQL requests received since the last reset, oldest first (operation and headers).
    'GET /dev/graphql-requests': () => Response.json(backend.journal()),
    // The next `times` requests of an operation fail as `kind` says (network, http-500, http-502, graphql, timeout).
    'POST /dev/faults': async (request) => {
      const body = (await request.json().catch(() => null)) as {
        operationName?: unknown;
        kind?: unknown;
        times?: unknown;
      } | null;
      const kind = faultKinds.find((candidate) => candidate === body?.kind);
      if (typeof body?.operationName !== 'string' || !kind) {
        return Response.json(
          { error: `operationName and kind (${faultKinds.join(', ')}) are required` },
          { status: 400 },
        );
      }
      backend.inject(body.operationName, kind, typeof body.times === 'number' ? body.times : 1);
      return new Response(null, { status: 204 });
    },
    'POST /dev/country': async (request) => {
      const body: unknown = await request.json().catch(() => null);
      const country = typeof body === 'object' && body !== null && 'country' in body ? body.country : undefined;
      const delayMs = typeof body === 'object' && body !== null && 'delayMs' in body ? body.delayMs : 0;
      const validDelay = typeof delayMs === 'number' && Number.isInteger(delayMs) && delayMs >= 0 && delayMs <= 60_000;
      if ((country !== null && typeof country !== 'string') || !validDelay) {
        return Response.json(
          { error: 'Send {"country": "AT"} or {"country": null}, optionally with "delayMs" (0 to 60000).' },
          { status: 400 },
        );
      }
      store.country = country;
      store.countryDelayMs = delayMs;
      return new Response(null, { status: 204 });
    },
    // Lets an address in from the waiting list, as the backend does when a place becomes free, and
    // answers the approval token its mail would carry.
    'POST /dev/waiting-list/approve': async (request) => {
      const body: unknown = await request.json().catch(() => null);
      const email = typeof body === 'object' && body !== null && 'email' in body ? body.email : undefined;
      if (typeof email !== 'string' || !email.includes('@')) {
        return Response.json({ error: 'Send {"email": "someone@example.com"}.' }, { status: 400 });
      }
      store.approveFromWaitingList(email);
      return Response.json({ email, approvalToken: unsignedJwt(email) });
    },
    'GET /dev/social-sign-in': socialSignInRoute(publicSiteUrl),
    // Stands in for the shop's login page, where "account already active" sends the visitor.
    'GET /dev/login': () =>
      new Response(
        '<!doctype html><html lang="en"><meta charset="utf-8"><title>Login (mock)</title>' +
          "<main><h1>Login</h1><p>The mock backend stands in for the shop's login page here.</p></main></html>",
        { headers: { 'content-type': 'text/html; charset=utf-8' } },
      ),
    // Signs the browser in as the seeded admin: the app's server reads the token from this cookie
    // (cookies are shared between the ports of one host), then sends it as a Bearer token. Scripts
    // cannot read it (HttpOnly), and it travels only within the site (Strict), over HTTPS only
    // where the mock is reached that way.
    'GET /dev/admin-sign-in': (request, url) => {
      const https = url.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
      const cookie = `apollo:default.token=${seedAdminToken}; Path=/; Max-Age=604800; HttpOnly; SameSite=Strict${https ? '; Secure' : ''}`;
      const redirect = url.searchParams.get('redirect');
      if (redirect && isLocalUrl(redirect, isAllowedOrigin)) {
        return new Response(null, { status: 303, headers: { location: redirect, 'set-cookie': cookie } });
      }
      return Response.json({ token: seedAdminToken }, { headers: { 'set-cookie': cookie } });
    },
  };
}

function isLocalUrl(candidate: string, isAllowedOrigin: (origin: string) => boolean): boolean {
  try {
    return isAllowedOrigin(new URL(candidate).origin);
  } catch {
    return false;
  }
}
