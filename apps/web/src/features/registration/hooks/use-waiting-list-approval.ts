import { WaitingListApprovalDocument } from '@acq/graphql';
import { skipToken, useQuery } from '@/lib/graphql/use-query';
import type { RegistrationFlow } from '@/lib/landing-options';
import { useLandingTokens } from './use-landing-tokens';

/** What the backend vouched for: the approved visitor registers with this token and address. */
export interface WaitingListApproval {
  token: string;
  email: string;
}

export type ApprovalState =
  | { kind: 'none' } // another flow, or no approval link
  | { kind: 'checking' }
  | { kind: 'approved'; approval: WaitingListApproval }
  | { kind: 'refused' } // not let in, or not a token the backend issued
  | { kind: 'failed'; error: unknown };

/**
 * The waiting-list-approved flow lets a visitor register without a code only when the backend
 * vouches for the approval token of their approval mail (`waitingListApproval`). The server asks
 * while it renders the page, so the first HTML already shows the form or the refusal.
 */
export function useWaitingListApproval(flow: RegistrationFlow): ApprovalState {
  const { approvalToken } = useLandingTokens();
  const asked = flow === 'waitingListApproved' && approvalToken !== null;
  const { data, error } = useQuery(
    WaitingListApprovalDocument,
    asked ? { variables: { token: approvalToken } } : skipToken,
  );
  if (!asked) return { kind: 'none' };
  const answer = data?.waitingListApproval;
  if (answer?.status === 'APPROVED' && answer.email) {
    return { kind: 'approved', approval: { token: approvalToken, email: answer.email } };
  }
  if (answer) return { kind: 'refused' };
  if (error) return { kind: 'failed', error };
  return { kind: 'checking' };
}
