import { RegisterByEmailDocument, type RegisterByEmailInput } from '@acq/graphql';
import { RegisterByEmailInputSchema } from '@acq/graphql/zod';
import { redirect } from 'react-router';
import { ticked } from '@/components/form/ticked';
import type { AnswerProblem, FormAnswer, SentValues } from '@/lib/form-answer';
import { carriedEventsHeaders } from '@/lib/server/carried-events.server';
import { answerForm, checkForm, postedForm, rejectedFields } from '@/lib/server/form-action.server';
import { requestGraphql } from '@/lib/server/graphql.server';
import { visitorMessageFor } from '@/lib/server/request-errors.server';
import { sentByRouter, type RouteArgs } from '@/lib/server/route-args.server';
import { supportedCountries } from '@/lib/startup/country';
import { currentPrefix } from '@/lib/startup/locale-path';
import { stepSchema, type EmailStepValues, type FormStep } from './form/form-schema';
import { registrationInputFields } from './form/form-values';
import { socialSecondStepSchema } from './form/social-second-step-schema';
import { invitationMessage } from './invitation-problem';
import type { RegisterOutcome } from './register-answer';
import { emailGiven, nativePostEvents } from './registration-events';
import { keepRegistrationEmail } from './registration-email.server';

/**
 * A registration by e-mail from every flow (one step, lean steps 1 and 2, waiting-list approval,
 * social second step), posted natively or through the router. The posted step's fields are
 * checked with the schema the page checks them with, the registration sent (`sendRegistration`,
 * below), and its outcome followed: the next page (for the router, its address and the outcome, so
 * the page can track it first), or the form again with every value and the backend's verdict. Lean
 * step 1 needs no backend: without scripts it answers with step 2. A post the browser sent itself
 * carries its tracked events to the page it leads to (`lib/server/carried-events.server.ts`).
 */
export async function registerAction(page: RouteArgs) {
  const sent = await postedForm(page.request);
  const step = typeof sent.step === 'string' && sent.step !== '' ? sent.step : 'oneStep';
  const schema = step === 'social' ? socialSecondStepSchema : stepSchema(step as FormStep, supportedCountries);
  // The page checks with the same schema before it sends: a post refused here was no submit to track.
  const { errors, values } = await checkForm(sent, schema);
  if (!values) return answerForm({ defaultValues: sent, errors });
  if (step === 'email') {
    const firstStep = values as EmailStepValues;
    const headers = await carriedEventsHeaders(page, [emailGiven(firstStep.email)]);
    return answerForm<RegisterOutcome>({ defaultValues: sent, outcome: { step: 'details', firstStep } }, headers);
  }

  const fields = { ...sent, ...values } as Record<string, unknown>;
  const email = typeof fields.email === 'string' ? fields.email : '';
  const input = registrationInput(sent, fields, step);
  if (!input.values) return answerForm({ defaultValues: sent, errors: input.errors });
  const answer = await sendRegistration(page, sent, input.values);
  const headers = await carriedEventsHeaders(page, nativePostEvents(page.url, step, sent, email, answer.outcome));
  const next = answer.outcome?.next;
  if (!next) return answerForm(answer, headers);
  // "Check your inbox" names the address, also for a visitor without scripts (no session storage).
  headers.append('Set-Cookie', keepRegistrationEmail(page.request, email));
  return sentByRouter(page) ? answerForm(answer, headers) : redirect(next, { headers });
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/**
 * The backend's input from a checked step: the fields it does not ask for (a known address, lean
 * step 1's) as sent. Every field of the input is named here (a compile error otherwise), and the
 * generated schema of the input checks it: what the page's hidden fields carried (the flow, the
 * tokens) is as the backend takes it, or the form's answer says which field is not.
 */
function registrationInput(sent: SentValues, fields: Record<string, unknown>, step: string) {
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
    shoppingPreferences: step === 'social' ? fields.shoppingPreferences : undefined,
  } satisfies Record<keyof RegisterByEmailInput, unknown>;
  if (isRegisterInput(input)) return { values: input };
  const issues = RegisterByEmailInputSchema.safeParse(input).error?.issues ?? [];
  return { errors: rejectedFields(Object.fromEntries(issues.map(({ path, message }) => [String(path[0]), message]))) };
}

// The generated schema's inferred output loses the optional fields' types: its verdict narrows the input instead.
const isRegisterInput = (input: unknown): input is RegisterByEmailInput =>
  RegisterByEmailInputSchema.safeParse(input).success;

/** The fields the visitor fills in (the form's, the social second step's): a refusal of one is shown beside it. */
const formFieldNames = new Set<string>(
  Object.entries(registrationInputFields).flatMap(([field, source]) => (source === 'page' ? [] : [field])),
);

/** A refused value the form has no field for: the link's or sign-up's token. */
const tokenProblems: Record<string, AnswerProblem> = {
  waitingListApprovalToken: { kind: 'approvalRefused' },
  socialToken: { kind: 'signUpExpired' },
  emailToken: { kind: 'linkEmailRefused' },
};

/** Where each outcome leads (docs/decisions/0003-registration-outcomes-and-routes.md). */
const nextPage: Record<string, string> = {
  ACTIVATION_MAIL_SENT: '/registration/formfinished',
  ACCOUNT_ALREADY_ACTIVE: '/registration/registrationformemailactivecomplete',
  ACTIVATION_MAIL_RESENT: '/registration/registrationformemailpendingcomplete',
};

type Answer = FormAnswer<RegisterOutcome>;

/**
 * Sends the registration (`registerByEmail`) and reads the backend's verdict as the form's answer:
 * the outcome and the page it leads to, or the refused fields (a field's code), the problem (a
 * token, the code, a failed request).
 */
async function sendRegistration(page: RouteArgs, sent: SentValues, input: RegisterByEmailInput): Promise<Answer> {
  try {
    const request = requestGraphql(page, sent);
    const { data } = await request.mutate({ mutation: RegisterByEmailDocument, variables: { input } });
    const payload = data?.registerByEmail;
    if (!payload) return { defaultValues: sent, problem: { kind: 'generic' } };
    if (payload.errors.length > 0) {
      // A field of the form shows its message; a token, which has none, is the problem.
      const onFields = payload.errors.filter(({ field }) => formFieldNames.has(field));
      const elsewhere = payload.errors.find(({ field }) => !formFieldNames.has(field));
      return {
        defaultValues: sent,
        ...(onFields.length > 0
          ? { errors: rejectedFields(Object.fromEntries(onFields.map(({ field, code }) => [field, code]))) }
          : {}),
        ...(elsewhere ? { problem: tokenProblems[elsewhere.field] ?? { kind: 'generic' } } : {}),
      };
    }
    if (payload.registrationCodeErrors.length > 0) {
      const message = invitationMessage(payload.registrationCodeErrors);
      return { defaultValues: sent, problem: { kind: 'invitation', message } };
    }
    const next = payload.outcome && nextPage[payload.outcome];
    if (!next) return { defaultValues: sent, problem: { kind: 'generic' } };
    const outcome: RegisterOutcome = {
      registered: payload.outcome ?? undefined,
      registrationId: payload.registrationId ?? null,
      next: `${currentPrefix(page.url.pathname)}${next}`,
    };
    return { defaultValues: sent, outcome };
  } catch (error) {
    return { defaultValues: sent, problem: { kind: visitorMessageFor(error) } };
  }
}
