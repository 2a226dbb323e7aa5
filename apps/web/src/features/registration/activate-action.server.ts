import { ActivateAccountDocument } from '@acq/graphql';
import { redirect } from 'react-router';
import { carriedEventsHeaders } from '@/lib/server/carried-events.server';
import { answerForm, postedForm, requestFailed } from '@/lib/server/form-action.server';
import { requestGraphql } from '@/lib/server/graphql.server';
import { sentByRouter, type RouteArgs } from '@/lib/server/route-args.server';
import { currentPrefix } from '@/lib/startup/locale-path';
import { activationFailed, type ActivationOutcome } from './activate-answer';

/**
 * Activates the account of the link's `activationId`
 * (docs/decisions/0003-registration-outcomes-and-routes.md). A POST, not the link's GET: a mail
 * scanner that opens the link must not use up an id that works only once.
 * Success shows the login; an invalid link or a failed attempt leads to the activation error page
 * (for a post through the router: its address, so the page can track the failure first; a post
 * the browser sent itself carries the failure's event there).
 */
export async function activateAction(page: RouteArgs) {
  const posted = await postedForm(page.request);
  const activationId = typeof posted.activationId === 'string' ? posted.activationId : '';
  const fail = async (reason: 'invalid-link' | 'failed') => {
    const next = `${currentPrefix(page.url.pathname)}/registration/activateaccountError?reason=${reason}`;
    if (!sentByRouter(page))
      return redirect(next, { headers: await carriedEventsHeaders(page, [activationFailed(reason)]) });
    const outcome: ActivationOutcome = { failed: reason, next };
    return answerForm({ defaultValues: posted, outcome });
  };
  if (!activationId) return fail('invalid-link');
  try {
    const { data } = await requestGraphql(page, posted).mutate({
      mutation: ActivateAccountDocument,
      variables: { input: { activationId } },
    });
    const outcome = data?.activateAccount.outcome;
    if (outcome === 'ACTIVATED') return answerForm({ defaultValues: posted, outcome: { activated: true } });
    return fail(outcome === 'ACTIVATION_FAILED' ? 'failed' : 'invalid-link');
  } catch (error) {
    return requestFailed(posted, error);
  }
}
