import type { CountryCode } from '@acq/graphql';
import { createContext } from 'react';

/** What only the browser can tell (its entry provides it before hydrating); absent on the server. */
export interface BrowserFacts {
  webView: boolean;
  /** The server's country decision, completed by the browser's time zone where it had to be. */
  country: CountryCode;
  /**
   * The anonymous id in the browser's cookie: a page a shared cache served names no visitor, the
   * caching edge set the visitor's id in the cookie.
   */
  anonymousId: string | null;
}

export const BrowserFactsContext = createContext<BrowserFacts | null>(null);
