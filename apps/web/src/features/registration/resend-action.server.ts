import { ResendActivationMailDocument } from '@acq/graphql';
import { ResendActivationMailInputSchema } from '@acq/graphql/zod';
import { answerForm, readForm, requestFailed } from '@/lib/server/form-action.server';
import { requestGraphql } from '@/lib/server/graphql.server';
import type { RouteArgs } from '@/lib/server/route-args.server';

/** "Send the mail again" on the form-finished page: the activation mail to the registered address. */
export async function resendAction(page: RouteArgs) {
  const { values, errors, posted } = await readForm(page.request, ResendActivationMailInputSchema);
  // The address is the page's (a hidden field): a post without one is no visitor's to fix.
  if (!values) return answerForm({ defaultValues: posted, errors, problem: { kind: 'generic' } });
  try {
    await requestGraphql(page, posted).mutate({
      mutation: ResendActivationMailDocument,
      variables: { input: { email: values.email } },
    });
    return answerForm({ defaultValues: posted, outcome: 'resent' });
  } catch (error) {
    return requestFailed(posted, error);
  }
}
