import { createContext, use } from 'react';
import type { InvitationAnswer } from '../invitation';
import type { ApprovalAnswer } from '../approval';

/**
 * The tokens a link brought to the landing page, kept for the session and out of the address
 * (the landing route's loader, `keepTokens`): a waiting-list approval, or the e-mail token that
 * enters lean registration at step 2.
 */
export interface LandingTokens {
  approvalToken: string | null;
  emailToken: string | null;
}

/**
 * The loader data of a page with the registration forms (landing, form started), which its route
 * module hands in from its props: the kept tokens, and the backend's word on the invitation code
 * and on the approval. The forms' hooks read it several components down.
 */
export interface RegistrationPageData {
  tokens: LandingTokens;
  invitation: InvitationAnswer | null;
  approval: ApprovalAnswer | null;
}

export const noRegistrationPageData: RegistrationPageData = {
  tokens: { approvalToken: null, emailToken: null },
  invitation: null,
  approval: null,
};

export const RegistrationPageDataContext = createContext<RegistrationPageData>(noRegistrationPageData);

export function useRegistrationPageData(): RegistrationPageData {
  return use(RegistrationPageDataContext);
}

export function useLandingTokens(): LandingTokens {
  return useRegistrationPageData().tokens;
}
