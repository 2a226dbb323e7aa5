import { JoinWaitingListDocument } from '@acq/graphql';
import type { ActionFunctionArgs } from 'react-router';
import { keptTokens } from '@/lib/startup/kept-token';
import { keptToken } from '@/lib/startup/kept-token-cookies.server';
import { answerForm, requestFailed, submittedValues } from '@/lib/server/form-action.server';
import { requestGraphql } from '@/lib/server/graphql.server';
import { joinIntent } from './join-answer';

/**
 * The lobby's waiting list (docs/product.md §2): pressing the button under the consent line is
 * the consent; the address is the lobby token's, kept in its session cookie by the page's loader.
 */
export async function joinAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const values = submittedValues(form);
  const token = await keptToken(request.headers.get('cookie'), keptTokens.lobby);
  if (!token) return answerForm({ intent: joinIntent, values, problem: 'tokenInvalid' });
  try {
    const { data } = await requestGraphql(request, context, form).mutate({
      mutation: JoinWaitingListDocument,
      variables: { input: { token, notificationConsent: true } },
    });
    const outcome = data?.joinWaitingList.outcome;
    if (outcome === 'TOKEN_INVALID') return answerForm({ intent: joinIntent, values, problem: 'tokenInvalid' });
    // Input errors: nothing the visitor can fix here.
    return outcome
      ? answerForm({ intent: joinIntent, values, outcome })
      : answerForm({ intent: joinIntent, values, problem: 'generic' });
  } catch (error) {
    return requestFailed(joinIntent, form, error);
  }
}
