import type { IdentifiedCustomer } from './customer';

/** The brand the data layer reports for this site (docs/product.md §3: fixed). */
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
 * The analytics data-layer record pushed at start-up, before any event (docs/product.md §3). Values are
 * strings, as the tag manager's variables read them. The consent token and customer ids appear
 * only for an identified customer.
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
