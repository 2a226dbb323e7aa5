import { useMemo } from 'react';
import type { RegistrationFlow } from '@/lib/experiments/landing-options';
import type { WaitingListApproval } from '../approval';
import { useRegistrationPageData } from './registration-page-data';

export type ApprovalState =
  | { kind: 'none' } // another flow, or no approval link
  | { kind: 'approved'; approval: WaitingListApproval }
  | { kind: 'refused' } // not let in, or not a token the backend issued
  | { kind: 'failed'; error: 'network' | 'generic' };

/**
 * The waiting-list-approved flow lets a visitor register without a code only when the backend
 * vouches for the approval token of their approval mail (`waitingListApproval`). The landing
 * page's loader asks, so the first HTML already shows the form or the refusal.
 */
export function useWaitingListApproval(flow: RegistrationFlow): ApprovalState {
  const { tokens, approval: answer } = useRegistrationPageData();
  // One object per answer: the registration form's part is a memo, which a new approval on every
  // render of the page would render again for nothing.
  return useMemo(() => approvalState(flow, tokens.approvalToken, answer), [flow, tokens.approvalToken, answer]);
}

function approvalState(
  flow: RegistrationFlow,
  approvalToken: string | null,
  answer: ReturnType<typeof useRegistrationPageData>['approval'],
): ApprovalState {
  if (flow !== 'waitingListApproved' || approvalToken === null || !answer) return { kind: 'none' };
  if ('failure' in answer) return { kind: 'failed', error: answer.failure };
  if (answer.status === 'APPROVED' && answer.email) {
    return { kind: 'approved', approval: { token: approvalToken, email: answer.email } };
  }
  return { kind: 'refused' };
}
