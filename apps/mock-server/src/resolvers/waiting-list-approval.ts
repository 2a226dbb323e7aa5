import type { QueryResolvers, WaitingListApproval } from '@acq/graphql/resolvers';
import { normaliseEmail, type ScenarioStore } from '../store';
import { emailFromToken } from '../tokens';

/**
 * What the backend says of an approval token: the mock issues no approval tokens of its own, so
 * any token naming an address it let in from the waiting list (`approveFromWaitingList`) counts.
 */
export function approvalOf(store: ScenarioStore, token: string): WaitingListApproval {
  const email = token.length <= 4096 ? emailFromToken(token) : null;
  if (!email) return { status: 'TOKEN_INVALID', email: null };
  if (!store.approvedFromWaitingList.has(normaliseEmail(email))) return { status: 'NOT_APPROVED', email: null };
  return { status: 'APPROVED', email };
}

export function waitingListApproval(store: ScenarioStore): QueryResolvers['waitingListApproval'] {
  return (_parent, { token }) => approvalOf(store, token);
}
