import { RegisterByEmailDocument, type RegisterByEmailInput } from '@acq/graphql';
import { RegisterByEmailInputSchema } from '@acq/graphql/zod';
import { ticked } from '@/components/form/ticked';
import type { AnswerProblem, FormAnswer, SentValues } from '@/lib/form-answer';
import { rejectedFields } from '@/lib/server/form-action.server';
import { requestGraphql } from '@/lib/server/graphql.server';
import { visitorMessageFor } from '@/lib/server/request-errors.server';
import type { RouteArgs } from '@/lib/server/route-args.server';
import { currentPrefix } from '@/lib/startup/locale-path';
import { registrationInputFields } from './form/form-values';
import { invitationMessage } from './invitation-problem';
import type { RegisterOutcome } from './register-answer';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

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

/** Where each outcome leads (docs/architecture.md: registration outcomes and routes). */
const nextPage: Record<string, string> = {
  ACTIVATION_MAIL_SENT: '/registration/formfinished',
  ACCOUNT_ALREADY_ACTIVE: '/registration/registrationformemailactivecomplete',
  ACTIVATION_MAIL_RESENT: '/registration/registrationformemailpendingcomplete',
};

/**
 * The backend's input from a checked step: the fields it does not ask for (a known address, lean
 * step 1's) as sent. Every field of the input is named here (a compile error otherwise), and the
 * generated schema of the input checks it: what the page's hidden fields carried (the flow, the
 * tokens) is as the backend takes it, or the form's answer says which field is not.
 */
export function registrationInput(sent: SentValues, fields: Record<string, unknown>, step: string) {
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

/**
 * Sends the registration and reads the backend's verdict as the form's answer: the outcome and
 * the page it leads to, or the refused fields (a field's code), the problem (a token, the code,
 * a failed request).
 */
export async function sendRegistration(
  page: RouteArgs,
  sent: SentValues,
  input: RegisterByEmailInput,
): Promise<FormAnswer<RegisterOutcome>> {
  try {
    const { data } = await requestGraphql(page, sent).mutate({
      mutation: RegisterByEmailDocument,
      variables: { input },
    });
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
      return {
        defaultValues: sent,
        problem: { kind: 'invitation', message: invitationMessage(payload.registrationCodeErrors) },
      };
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
