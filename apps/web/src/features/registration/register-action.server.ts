import { pageUrl } from '@/lib/server/page-url';
import { RegisterByEmailDocument, type RegisterByEmailInput } from '@acq/graphql';
import { redirect, type ActionFunctionArgs } from 'react-router';
import type * as z from 'zod';
import { answerForm, checkForm, requestFailed, submittedValues } from '@/lib/server/form-action.server';
import { requestGraphql } from '@/lib/server/graphql.server';
import { supportedCountries } from '@/lib/startup/country';
import { currentPrefix } from '@/lib/startup/locale-path';
import { detailsSchema, emailStepSchema, oneStepSchema, type EmailStepValues } from './form/form-schema';
import { socialSecondStepSchema } from './form/social-second-step-schema';
import { scriptedField } from '@/components/form/form-answer';
import { formFields } from './form/form-values';
import { registerIntent, type RegisterOutcome } from './register-answer';
import { keepRegistrationEmail } from './registration-email.server';

const text = (value: string | string[] | undefined) => (typeof value === 'string' && value !== '' ? value : null);
const ticked = (value: string | string[] | undefined) => value === 'on' || value === 'true';
const list = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The fields a step checks, with the rules the browser checks them with. */
function stepSchema(step: string): z.ZodType {
  switch (step) {
    case 'email':
      return emailStepSchema(supportedCountries);
    case 'details':
      return detailsSchema;
    case 'detailsWithConsents':
      return detailsSchema.extend(emailStepSchema(supportedCountries).omit({ email: true }).shape);
    case 'social':
      return socialSecondStepSchema;
    default:
      return oneStepSchema(supportedCountries);
  }
}

/** The form's fields as the schemas take them: check boxes as booleans, preferences as a list. */
function shaped(values: Record<string, string | string[]>) {
  return {
    ...values,
    gender: text(values.gender),
    newsletter: ticked(values.newsletter),
    termsAndConditionsAccepted: ticked(values.termsAndConditionsAccepted),
    shoppingPreferences: list(values.shoppingPreferences),
  };
}

const formFieldNames = new Set<string>([...formFields, 'shoppingPreferences']);

/** Where each outcome leads (docs/architecture.md: registration outcomes and routes). */
const nextPage: Record<string, string> = {
  ACTIVATION_MAIL_SENT: '/registration/formfinished',
  ACCOUNT_ALREADY_ACTIVE: '/registration/registrationformemailactivecomplete',
  ACTIVATION_MAIL_RESENT: '/registration/registrationformemailpendingcomplete',
};

/**
 * A registration by e-mail from every flow (one step, lean steps 1 and 2, waiting-list approval,
 * social second step), posted natively or through the router. The step's fields are checked with
 * the form's schemas, the registration sent, and its outcome followed: the next page (for a
 * scripted post, its address and the outcome, so the page can track it first), or the form again
 * with every value and the backend's verdict. Lean step 1 needs no backend: without scripts it
 * answers with step 2.
 */
export async function registerAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const values = submittedValues(form);
  const step = text(values.step) ?? 'oneStep';
  const checked = checkForm(registerIntent, form, stepSchema(step), shaped);
  if (!checked.ok) return checked.answer;
  if (step === 'email') {
    const firstStep = checked.value as EmailStepValues;
    return answerForm({ intent: registerIntent, values, outcome: { step: 'details', firstStep } });
  }

  const fields = { ...shaped(values), ...(checked.value as object) } as Record<string, unknown>;
  const input = {
    flow: values.flow,
    email: fields.email,
    gender: fields.gender ?? null,
    firstName: fields.firstName ?? null,
    lastName: fields.lastName ?? null,
    country: fields.country,
    newsletter: fields.newsletter,
    termsAndConditionsAccepted: fields.termsAndConditionsAccepted,
    registrationCode: text(values.registrationCode),
    validityTimestamp: text(values.validityTimestamp),
    waitingListApprovalToken: text(values.waitingListApprovalToken),
    emailToken: text(values.emailToken),
    socialToken: text(values.socialToken),
    ...(step === 'social' ? { shoppingPreferences: fields.shoppingPreferences } : {}),
  } as RegisterByEmailInput;
  try {
    const { data } = await requestGraphql(request, context, form).mutate({
      mutation: RegisterByEmailDocument,
      variables: { input },
    });
    const payload = data?.registerByEmail;
    if (!payload) return answerForm({ intent: registerIntent, values, problem: 'generic' });
    if (payload.errors.length > 0) {
      // A field of the form shows its message; a token, which has none, names the problem.
      const onFields = payload.errors.filter(({ field }) => formFieldNames.has(field));
      const elsewhere = payload.errors.find(({ field }) => !formFieldNames.has(field));
      return answerForm({
        intent: registerIntent,
        values,
        fieldErrors: Object.fromEntries(onFields.map(({ field, code }) => [field, code])),
        ...(elsewhere ? { problem: `${elsewhere.field}:${elsewhere.code}` } : {}),
      });
    }
    if (payload.registrationCodeErrors.length > 0) {
      const outcome: RegisterOutcome = { codeErrors: [...payload.registrationCodeErrors] };
      return answerForm({ intent: registerIntent, values, problem: 'code', outcome });
    }
    const next = payload.outcome && nextPage[payload.outcome];
    if (!next) return answerForm({ intent: registerIntent, values, problem: 'generic' });
    const path = `${currentPrefix(pageUrl(request).pathname)}${next}`;
    // "Check your inbox" names the address, also for a visitor without scripts (no session storage).
    const headers = { 'Set-Cookie': await keepRegistrationEmail(request, String(input.email)) };
    if (!form.has(scriptedField)) return redirect(path, { headers });
    const outcome: RegisterOutcome = {
      registered: payload.outcome ?? undefined,
      registrationId: payload.registrationId ?? null,
      next: path,
    };
    return answerForm({ intent: registerIntent, values, outcome }, headers);
  } catch (error) {
    return requestFailed(registerIntent, form, error);
  }
}
