import { pageUrl } from '@/lib/server/page-url';
import { ApplyForMembershipDocument } from '@acq/graphql';
import { redirect, type ActionFunctionArgs } from 'react-router';
import { answerForm, checkForm, requestFailed, submittedValues } from '@/lib/server/form-action.server';
import { requestGraphql } from '@/lib/server/graphql.server';
import { currentPrefix } from '@/lib/startup/locale-path';
import { applyFormSchema } from './apply-form-schema';

import { applyFormIntent as applyIntent } from './components/apply-form';

/**
 * The membership application (docs/product.md §2): the address checked with the form's schema,
 * sent to the backend, then the confirmation page; a rejected address or a failed request shows
 * the form again with what was typed.
 */
export async function applyAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const checked = checkForm(applyIntent, form, applyFormSchema);
  if (!checked.ok) return checked.answer;
  try {
    const { data } = await requestGraphql(request, context, form).mutate({
      mutation: ApplyForMembershipDocument,
      variables: { input: { email: checked.value.email } },
    });
    const payload = data?.applyForMembership;
    if (payload?.outcome === 'SUBMITTED' || payload?.outcome === 'ALREADY_SUBMITTED') {
      return redirect(`${currentPrefix(pageUrl(request).pathname)}/membership-interest/confirmation`);
    }
    const rejected = payload?.errors.find((error) => error.field === 'email');
    const values = submittedValues(form);
    return rejected
      ? answerForm({ intent: applyIntent, values, fieldErrors: { email: rejected.code } })
      : answerForm({ intent: applyIntent, values, problem: 'generic' });
  } catch (error) {
    return requestFailed(applyIntent, form, error);
  }
}
