import { CreateRegistrationLinkDocument } from '@acq/graphql';
import { answerForm, readForm, rejectedFields, requestFailed } from '@/lib/server/form-action.server';
import { requestGraphql } from '@/lib/server/graphql.server';
import type { RouteArgs } from '@/lib/server/route-args.server';
import { localeOfPath, localisedPath } from '@/lib/startup/locale-path';
import { baseLocale } from '@acq/locales';
import { linkFormSchema } from './link-form-schema';
import type { CreatedLink } from './link-answer';

/**
 * The registration-link generator's action: the code checked with the form's schema, a link
 * asked of the backend for the landing page in the admin's language on this site, and the link or
 * the verdict shown with the form.
 */
export async function linkAction(page: RouteArgs) {
  const { errors, values, posted } = await readForm(page.request, linkFormSchema);
  if (!values) return answerForm({ defaultValues: posted, errors });
  const { url } = page;
  const landingPageUrl = `${url.origin}${localisedPath('/', localeOfPath(url.pathname) ?? baseLocale)}`;
  try {
    const { data } = await requestGraphql(page, posted).mutate({
      mutation: CreateRegistrationLinkDocument,
      variables: { input: { registrationCode: values.registrationCode, landingPageUrl } },
    });
    const payload = data?.createRegistrationLink;
    if (payload?.outcome === 'CREATED' && payload.link) {
      const outcome: CreatedLink = { url: payload.link.url, validityTimestamp: payload.link.validityTimestamp };
      return answerForm({ defaultValues: posted, outcome });
    }
    if (payload?.outcome === 'NOT_AUTHORIZED')
      return answerForm({ defaultValues: posted, problem: { kind: 'notAdmin' } });
    const code =
      payload?.outcome === 'REGISTRATION_CODE_REJECTED'
        ? (payload.registrationCodeErrors[0] ?? 'REGISTRATION_CODE_INVALID')
        : payload?.errors.find((error) => error.field === 'registrationCode')?.code;
    return code
      ? answerForm({ defaultValues: posted, errors: rejectedFields({ registrationCode: code }) })
      : answerForm({ defaultValues: posted, problem: { kind: 'generic' } });
  } catch (error) {
    return requestFailed(posted, error);
  }
}
