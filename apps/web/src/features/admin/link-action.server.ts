import { pageUrl } from '@/lib/server/page-url';
import { CreateRegistrationLinkDocument } from '@acq/graphql';
import type { ActionFunctionArgs } from 'react-router';
import { answerForm, checkForm, requestFailed, submittedValues } from '@/lib/server/form-action.server';
import { requestGraphql } from '@/lib/server/graphql.server';
import { localeOfPath, localisedPath } from '@/lib/startup/locale-path';
import { baseLocale } from '@acq/locales';
import { linkFormSchema } from './link-form-schema';
import { linkIntent, type CreatedLink } from './link-answer';

/**
 * The registration-link generator's action: the code checked with the form's schema, a link
 * asked of the backend for the landing page in the admin's language on this site, and the link or
 * the verdict shown with the form.
 */
export async function linkAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const checked = checkForm(linkIntent, form, linkFormSchema);
  if (!checked.ok) return checked.answer;
  const url = pageUrl(request);
  const landingPageUrl = `${url.origin}${localisedPath('/', localeOfPath(url.pathname) ?? baseLocale)}`;
  const values = submittedValues(form);
  try {
    const { data } = await requestGraphql(request, context, form).mutate({
      mutation: CreateRegistrationLinkDocument,
      variables: { input: { registrationCode: checked.value.registrationCode, landingPageUrl } },
    });
    const payload = data?.createRegistrationLink;
    if (payload?.outcome === 'CREATED' && payload.link) {
      const outcome: CreatedLink = { url: payload.link.url, validityTimestamp: payload.link.validityTimestamp };
      return answerForm({ intent: linkIntent, values, outcome });
    }
    if (payload?.outcome === 'NOT_AUTHORIZED') return answerForm({ intent: linkIntent, values, problem: 'refused' });
    const code =
      payload?.outcome === 'REGISTRATION_CODE_REJECTED'
        ? (payload.registrationCodeErrors[0] ?? 'REGISTRATION_CODE_INVALID')
        : payload?.errors.find((error) => error.field === 'registrationCode')?.code;
    return code
      ? answerForm({ intent: linkIntent, values, fieldErrors: { registrationCode: code } })
      : answerForm({ intent: linkIntent, values, problem: 'generic' });
  } catch (error) {
    return requestFailed(linkIntent, form, error);
  }
}
