import type { IdentifiedCustomer } from './customer';

/** The brand the data layer reports for this site (fixed: see startupRecord). */
export const applicationBrand = 'members-only';

export interface StartupRecordInput {
  country: string;
  /** The page language, a locale code such as `de`. */
  language: string;
  /** The app's version, from the build. */
  version: string;
  /** A native app's webview: the app shows its own consent dialog. */
  webView: boolean;
  consentSettingsId: string | null;
  consentScriptUrl: string;
  customer: IdentifiedCustomer | null;
}

/**
 * The analytics data-layer record pushed at start-up, the data layer's first entry, before any event.
 * This is the product's list of its fields (docs/product.md §3 points here). Values are strings, as the
 * tag manager's variables read them:
 * - fixed: applicationBrand `members-only`, applicationCode `HTML`, cmpReadOnly `'false'`,
 *   optInTrackingConsent `'true'`;
 * - applicationEnvironment `WEB_browser`, or `WEB_app` in a native app's webview, where
 *   cmpHideOnStartup is `'true'` (the app shows its own consent dialog);
 * - applicationLanguage the page language in upper case; applicationCountry, applicationVersion,
 *   cmpUsercentricsSettingsId (empty when unset), cmpScriptUrl;
 * - userConnexionStatus `'Unidentified customer'` or `'Identified customer'`; an identified customer
 *   adds cmpCustomerConsentToken, cmpCustomerId and saltedHashedCustomerId.
 */
export function startupRecord(input: StartupRecordInput): Record<string, string> {
  const record: Record<string, string> = {
    applicationBrand,
    applicationCode: 'HTML',
    cmpHideOnStartup: String(input.webView),
    cmpReadOnly: 'false',
    applicationCountry: input.country,
    applicationEnvironment: input.webView ? 'WEB_app' : 'WEB_browser',
    applicationLanguage: input.language.toUpperCase(),
    applicationVersion: input.version,
    userConnexionStatus: input.customer ? 'Identified customer' : 'Unidentified customer',
    optInTrackingConsent: 'true',
    cmpUsercentricsSettingsId: input.consentSettingsId ?? '',
    cmpScriptUrl: input.consentScriptUrl,
  };
  if (input.customer) {
    record.cmpCustomerConsentToken = input.customer.consentToken;
    record.cmpCustomerId = input.customer.customerId;
    record.saltedHashedCustomerId = input.customer.saltedHashedCustomerId;
  }
  return record;
}
