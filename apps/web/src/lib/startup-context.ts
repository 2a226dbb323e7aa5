import { createContext, use } from 'react';
import type { CountryCode } from '@acq/graphql';
import type { StartupQuery } from './startup/query-params';
import { defaultCountry } from './startup/country';

/** What start-up found out, for the features: query flags, webview, the visitor's country. */
export interface StartupFacts {
  query: StartupQuery;
  webView: boolean;
  skipsConsentAndAnalytics: boolean;
  country: CountryCode;
}

export const StartupContext = createContext<StartupFacts>({
  query: { lang: null, disableGrowthbook: false, registrationCode: null, redirectUrlIsApp: false },
  webView: false,
  skipsConsentAndAnalytics: false,
  country: defaultCountry,
});

export function useStartupFacts(): StartupFacts {
  return use(StartupContext);
}
