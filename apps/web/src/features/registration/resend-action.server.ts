import { ResendActivationMailDocument } from '@acq/graphql';
import { ResendActivationMailInputSchema } from '@acq/graphql/zod';
import type { ActionFunctionArgs } from 'react-router';
import { answerForm, checkForm, requestFailed, submittedValues } from '@/lib/server/form-action.server';
import { requestGraphql } from '@/lib/server/graphql.server';
import { resendIntent } from './resend-answer';

/** "Send the mail again" on the form-finished page: the activation mail to the registered address. */
export async function resendAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const checked = checkForm(resendIntent, form, ResendActivationMailInputSchema);
  if (!checked.ok) return answerForm({ intent: resendIntent, values: submittedValues(form), problem: 'generic' });
  try {
    await requestGraphql(request, context, form).mutate({
      mutation: ResendActivationMailDocument,
      variables: { input: { email: checked.value.email } },
    });
    return answerForm({ intent: resendIntent, values: submittedValues(form), outcome: 'resent' });
  } catch (error) {
    return requestFailed(resendIntent, form, error);
  }
}
