import { pageUrl } from '@/lib/server/page-url';
import { ActivateAccountDocument } from '@acq/graphql';
import { redirect, type ActionFunctionArgs } from 'react-router';
import { scriptedField } from '@/components/form/form-answer';
import { answerForm, requestFailed, submittedValues } from '@/lib/server/form-action.server';
import { requestGraphql } from '@/lib/server/graphql.server';
import { currentPrefix } from '@/lib/startup/locale-path';
import { activateIntent, type ActivationOutcome } from './activate-answer';

/**
 * Activates the account of the link's `activationId` (docs/architecture.md). A POST, not the
 * link's GET: a mail scanner that opens the link must not use up an id that works only once.
 * Success shows the login; an invalid link or a failed attempt leads to the activation error page
 * (for a post through the router: its address, so the page can track the failure first).
 */
export async function activateAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const values = submittedValues(form);
  const activationId = typeof values.activationId === 'string' ? values.activationId : '';
  const fail = (reason: 'invalid-link' | 'failed') => {
    const next = `${currentPrefix(pageUrl(request).pathname)}/registration/activateaccountError?reason=${reason}`;
    if (!form.has(scriptedField)) return redirect(next);
    const outcome: ActivationOutcome = { failed: reason, next };
    return answerForm({ intent: activateIntent, values, outcome });
  };
  if (!activationId) return fail('invalid-link');
  try {
    const { data } = await requestGraphql(request, context, form).mutate({
      mutation: ActivateAccountDocument,
      variables: { input: { activationId } },
    });
    const outcome = data?.activateAccount.outcome;
    if (outcome === 'ACTIVATED') return answerForm({ intent: activateIntent, values, outcome: { activated: true } });
    return fail(outcome === 'ACTIVATION_FAILED' ? 'failed' : 'invalid-link');
  } catch (error) {
    return requestFailed(activateIntent, form, error);
  }
}
