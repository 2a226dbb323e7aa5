import { JoinWaitingListDocument } from '@acq/graphql';
import { keptTokens } from '@/lib/startup/kept-token';
import { keptToken } from '@/lib/startup/kept-token-cookies.server';
import { emailFromToken } from '@/lib/startup/token';
import { carriedEventsHeaders } from '@/lib/server/carried-events.server';
import { answerForm, postedForm, requestFailed } from '@/lib/server/form-action.server';
import { requestGraphql } from '@/lib/server/graphql.server';
import type { RouteArgs } from '@/lib/server/route-args.server';
import { waitingListJoined } from './join-event';

/**
 * The lobby's waiting list (docs/product.md §2): pressing the button under the consent line is
 * the consent; the address is the lobby token's, kept in its session cookie by the page's loader.
 * A join the browser posted itself carries its tracked event to the page it answers with.
 */
export async function joinAction(page: RouteArgs) {
  const posted = await postedForm(page.request);
  const token = await keptToken(page.request.headers.get('cookie'), keptTokens.lobby);
  if (!token) return answerForm({ defaultValues: posted, problem: { kind: 'lobbyTokenInvalid' } });
  try {
    const { data } = await requestGraphql(page, posted).mutate({
      mutation: JoinWaitingListDocument,
      variables: { input: { token, notificationConsent: true } },
    });
    const outcome = data?.joinWaitingList.outcome;
    if (outcome === 'TOKEN_INVALID')
      return answerForm({ defaultValues: posted, problem: { kind: 'lobbyTokenInvalid' } });
    // Input errors: nothing the visitor can fix here.
    if (!outcome) return answerForm({ defaultValues: posted, problem: { kind: 'generic' } });
    const joined = outcome === 'JOINED' ? [waitingListJoined(emailFromToken(token) ?? '')] : [];
    return answerForm({ defaultValues: posted, outcome }, await carriedEventsHeaders(page, joined));
  } catch (error) {
    return requestFailed(posted, error);
  }
}
