import type { RuntimeSettings } from '../src/lib/runtime-settings';

/** The server sends exactly the settings the app reads. */
export type RuntimeDefaults = RuntimeSettings;

/**
 * The runtime settings served as /acquisition/defaults.json (docs/product.md §7.1) by the dev server
 * and the production server, from the environment. The build itself holds no
 * environment-specific URL.
 */
export function runtimeDefaultsFromEnv(env: NodeJS.ProcessEnv = process.env): RuntimeDefaults {
  const mockOrigin = `http://127.0.0.1:${env.MOCK_PORT ?? 4000}`;
  return {
    environment: env.ACQ_ENVIRONMENT ?? 'local',
    gtmContainerId: env.ACQ_GTM_CONTAINER_ID || null,
    acqBackendGraphqlURL: env.ACQ_BACKEND_GRAPHQL_URL ?? `${mockOrigin}/graphql`,
    loginUrl: env.ACQ_LOGIN_URL ?? `${mockOrigin}/dev/login`,
    socialSignInUrl: env.ACQ_SOCIAL_SIGN_IN_URL ?? `${mockOrigin}/dev/social-sign-in`,
    featuresHost: env.ACQ_FEATURES_HOST ?? mockOrigin,
    featuresClientKey: env.ACQ_FEATURES_CLIENT_KEY ?? 'sdk-acquisition-dev',
    errorReportUrl: env.ACQ_ERROR_REPORT_URL ?? `${mockOrigin}/dev/error-reports`,
    errorReportAccessToken: env.ACQ_ERROR_REPORT_ACCESS_TOKEN ?? 'mock-error-report-token',
    // The mock backend stands in for the consent platform (a script that raises the consent event).
    consentScriptOrigin: env.ACQ_CONSENT_SCRIPT_ORIGIN ?? mockOrigin,
    consentSettingsId: env.ACQ_CONSENT_SETTINGS_ID ?? 'mock-consent-settings',
    // Comma-separated; locally the mock backend stands in for the shop (its login page).
    shopOrigins: originsOf((env.ACQ_SHOP_ORIGINS ?? mockOrigin).split(',').map((origin) => origin.trim())),
  };
}

function originsOf(urls: readonly (string | null)[]): string[] {
  const origins = urls.flatMap((url) => {
    if (!url) return [];
    try {
      return [new URL(url).origin];
    } catch {
      return []; // a relative URL is same-origin
    }
  });
  return [...new Set(origins)];
}

/** Origins of the settings the browser must be allowed to reach (connect-src; the tag manager's: content-security-policy.ts). */
export function connectOrigins(defaults: RuntimeDefaults): string[] {
  return originsOf([
    // Not the GraphQL backend: only the server talks to it.
    defaults.featuresHost,
    defaults.errorReportUrl,
    defaults.consentScriptOrigin, // the consent platform talks to its own origin
  ]);
}

/** Origins scripts may come from besides the site's own: the consent platform (the tag manager's: content-security-policy.ts). */
export function scriptOrigins(defaults: RuntimeDefaults): string[] {
  return originsOf([defaults.consentScriptOrigin]);
}
