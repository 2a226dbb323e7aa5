import { ApplyForMembershipDocument } from '@acq/graphql';
import { redirect } from 'react-router';
import { answerForm, readForm, rejectedFields, requestFailed } from '@/lib/server/form-action.server';
import { requestGraphql } from '@/lib/server/graphql.server';
import type { RouteArgs } from '@/lib/server/route-args.server';
import { currentPrefix } from '@/lib/startup/locale-path';
import { applyFormSchema } from './apply-form-schema';

/**
 * The membership application (docs/product.md §2): the address checked with the form's schema,
 * sent to the backend, then the confirmation page; a rejected address or a failed request shows
 * the form again with what was typed.
 */
export async function applyAction(page: RouteArgs) {
  const { errors, values, posted } = await readForm(page.request, applyFormSchema);
  if (!values) return answerForm({ defaultValues: posted, errors });
  try {
    const { data } = await requestGraphql(page, posted).mutate({
      mutation: ApplyForMembershipDocument,
      variables: { input: { email: values.email } },
    });
    const payload = data?.applyForMembership;
    if (payload?.outcome === 'SUBMITTED' || payload?.outcome === 'ALREADY_SUBMITTED') {
      return redirect(`${currentPrefix(page.url.pathname)}/membership-interest/confirmation`);
    }
    const rejected = payload?.errors.find((error) => error.field === 'email');
    return rejected
      ? answerForm({ defaultValues: posted, errors: rejectedFields({ email: rejected.code }) })
      : answerForm({ defaultValues: posted, problem: { kind: 'generic' } });
  } catch (error) {
    return requestFailed(posted, error);
  }
}
