import { WaitingListApprovalDocument } from '@acq/graphql';
import { visitorMessageFor } from '@/lib/server/request-errors.server';
import { requestGraphql } from '@/lib/server/graphql.server';
import type { RouteArgs } from '@/lib/server/route-args.server';
import type { ApprovalAnswer } from './approval';

/** The backend's word on a waiting-list approval token, asked while the page is loaded. */
export async function checkApproval(page: RouteArgs, token: string | null): Promise<ApprovalAnswer | null> {
  if (token === null) return null;
  try {
    const { data } = await requestGraphql(page).query({
      query: WaitingListApprovalDocument,
      variables: { token },
      fetchPolicy: 'network-only',
    });
    const answer = data?.waitingListApproval;
    return answer ? { status: answer.status, email: answer.email ?? null } : { failure: 'generic' };
  } catch (error) {
    return { failure: visitorMessageFor(error) };
  }
}
