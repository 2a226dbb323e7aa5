import { RegisterByEmailDocument, type RegisterByEmailInput } from '@acq/graphql';
import { redirect } from 'react-router';
import { ticked } from '@/components/form/ticked';
import type { AnswerProblem, FormAnswer } from '@/lib/form-answer';
import { answerForm, checkForm, postedForm, rejectedFields, requestFailed } from '@/lib/server/form-action.server';
import { requestGraphql } from '@/lib/server/graphql.server';
import { sentByRouter, type RouteArgs } from '@/lib/server/route-args.server';
import { supportedCountries } from '@/lib/startup/country';
import { currentPrefix } from '@/lib/startup/locale-path';
import { stepSchema, type EmailStepValues, type FormStep } from './form/form-schema';
import { socialSecondStepSchema } from './form/social-second-step-schema';
import { formFields } from './form/form-values';
import { invitationMessage } from './invitation-problem';
import type { RegisterOutcome } from './register-answer';
import { keepRegistrationEmail } from './registration-email.server';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

const formFieldNames = new Set<string>([...formFields, 'shoppingPreferences']);

/** A refused value the form has no field for: the link's or sign-up's token. */
const tokenProblems: Record<string, AnswerProblem> = {
  waitingListApprovalToken: { kind: 'approvalRefused' },
  socialToken: { kind: 'signUpExpired' },
  emailToken: { kind: 'linkEmailRefused' },
};

// Every answer of the registration's, with the outcome the forms follow.
const answer = (registerAnswer: FormAnswer<RegisterOutcome>, headers?: HeadersInit) =>
  answerForm(registerAnswer, headers);

/** Where each outcome leads (docs/architecture.md: registration outcomes and routes). */
const nextPage: Record<string, string> = {
  ACTIVATION_MAIL_SENT: '/registration/formfinished',
  ACCOUNT_ALREADY_ACTIVE: '/registration/registrationformemailactivecomplete',
  ACTIVATION_MAIL_RESENT: '/registration/registrationformemailpendingcomplete',
};

/**
 * A registration by e-mail from every flow (one step, lean steps 1 and 2, waiting-list approval,
 * social second step), posted natively or through the router. The posted step's fields are
 * checked with the schema the page checks them with, the registration sent, and its outcome
 * followed: the next page (for the router, its address and the outcome, so the page can track it
 * first), or the form again with every value and the backend's verdict. Lean step 1 needs no
 * backend: without scripts it answers with step 2.
 */
export async function registerAction(page: RouteArgs) {
  const sent = await postedForm(page.request);
  const step = text(sent.step) ?? 'oneStep';
  const schema = step === 'social' ? socialSecondStepSchema : stepSchema(step as FormStep, supportedCountries);
  const { errors, values } = await checkForm(sent, schema);
  if (!values) return answer({ defaultValues: sent, errors });
  if (step === 'email') {
    return answer({ defaultValues: sent, outcome: { step: 'details', firstStep: values as EmailStepValues } });
  }

  // The fields the step does not ask for (a known address, lean step 1's) come as they were sent.
  const fields = { ...sent, ...values } as Record<string, unknown>;
  const input = {
    flow: sent.flow,
    email: fields.email,
    gender: fields.gender ?? null,
    firstName: fields.firstName ?? null,
    lastName: fields.lastName ?? null,
    country: fields.country,
    newsletter: ticked(fields.newsletter),
    termsAndConditionsAccepted: ticked(fields.termsAndConditionsAccepted),
    registrationCode: text(sent.registrationCode),
    validityTimestamp: text(sent.validityTimestamp),
    waitingListApprovalToken: text(sent.waitingListApprovalToken),
    emailToken: text(sent.emailToken),
    socialToken: text(sent.socialToken),
    ...(step === 'social' ? { shoppingPreferences: fields.shoppingPreferences } : {}),
  } as RegisterByEmailInput;
  try {
    const { data } = await requestGraphql(page, sent).mutate({
      mutation: RegisterByEmailDocument,
      variables: { input },
    });
    const payload = data?.registerByEmail;
    if (!payload) return answer({ defaultValues: sent, problem: { kind: 'generic' } });
    if (payload.errors.length > 0) {
      // A field of the form shows its message; a token, which has none, is the problem.
      const onFields = payload.errors.filter(({ field }) => formFieldNames.has(field));
      const elsewhere = payload.errors.find(({ field }) => !formFieldNames.has(field));
      return answer({
        defaultValues: sent,
        ...(onFields.length > 0
          ? { errors: rejectedFields(Object.fromEntries(onFields.map(({ field, code }) => [field, code]))) }
          : {}),
        ...(elsewhere ? { problem: tokenProblems[elsewhere.field] ?? { kind: 'generic' } } : {}),
      });
    }
    if (payload.registrationCodeErrors.length > 0) {
      const problem: AnswerProblem = { kind: 'invitation', message: invitationMessage(payload.registrationCodeErrors) };
      return answer({ defaultValues: sent, problem });
    }
    const next = payload.outcome && nextPage[payload.outcome];
    if (!next) return answer({ defaultValues: sent, problem: { kind: 'generic' } });
    const path = `${currentPrefix(page.url.pathname)}${next}`;
    // "Check your inbox" names the address, also for a visitor without scripts (no session storage).
    const headers = { 'Set-Cookie': await keepRegistrationEmail(page.request, String(input.email)) };
    if (!sentByRouter(page)) return redirect(path, { headers });
    const outcome: RegisterOutcome = {
      registered: payload.outcome ?? undefined,
      registrationId: payload.registrationId ?? null,
      next: path,
    };
    return answer({ defaultValues: sent, outcome }, headers);
  } catch (error) {
    return requestFailed<RegisterOutcome>(sent, error);
  }
}
