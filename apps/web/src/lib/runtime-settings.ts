/**
 * What the app needs to know about its environment at run time (docs/product.md §7.1 and
 * docs/decisions/0009-runtime-settings.md): the browser's part, which travels with every page.
 */
export interface BrowserSettings {
  environment: string;
  gtmContainerId: string | null;
  loginUrl: string;
  /**
   * The shop's social sign-in (Google, Facebook, Apple) for the social registration flow: the app
   * links to it with `provider` and `returnTo` (a path of this site), and it sends the visitor back
   * to `returnTo` with a `token` naming the provider account's e-mail.
   */
  socialSignInUrl: string;
  featuresHost: string | null;
  featuresClientKey: string | null;
  errorReportUrl: string | null;
  /** The error-reporting service's client token (a public, post-only token). */
  errorReportAccessToken: string | null;
  /** Origin of the consent-management script; null: the site's own origin. */
  consentScriptOrigin: string | null;
  /** The consent platform's settings id, passed to it through the data layer. */
  consentSettingsId: string | null;
  /**
   * Origins of the shop whose product pages may be linked back to after a registration
   * (`previousPDPPage`); besides them only paths on this site are followed.
   */
  shopOrigins: readonly string[];
}

/** The server's settings: the browser's and the GraphQL backend, which only the server talks to. */
export interface RuntimeSettings extends BrowserSettings {
  acqBackendGraphqlURL: string;
}

export function browserSettingsOf({ acqBackendGraphqlURL: _serverOnly, ...browser }: RuntimeSettings): BrowserSettings {
  return browser;
}

/** What a part of the app sees without the server's settings (component tests). */
export const builtInSettings: RuntimeSettings = {
  environment: 'production',
  gtmContainerId: null,
  acqBackendGraphqlURL: '/graphql',
  loginUrl: '/login',
  socialSignInUrl: '/social-sign-in',
  featuresHost: null,
  featuresClientKey: null,
  errorReportUrl: null,
  errorReportAccessToken: null,
  consentScriptOrigin: null,
  consentSettingsId: null,
  shopOrigins: [],
};
