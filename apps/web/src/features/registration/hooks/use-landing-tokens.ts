import { createContext, use } from 'react';

/**
 * The tokens a link brought to the landing page, kept for the session and out of the address
 * (the landing route's loader, `keepTokens`): a waiting-list approval, or the e-mail token that
 * enters lean registration at step 2.
 */
export interface LandingTokens {
  approvalToken: string | null;
  emailToken: string | null;
}

export const noLandingTokens: LandingTokens = { approvalToken: null, emailToken: null };

export const LandingTokensContext = createContext<LandingTokens>(noLandingTokens);

export function useLandingTokens(): LandingTokens {
  return use(LandingTokensContext);
}
