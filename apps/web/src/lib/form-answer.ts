import type { TranslationFunctions } from '@acq/locales/types';

/**
 * What went wrong that no field of the form is to blame for, as the action (or the form's
 * `clientAction`) names it; `problemText` below turns each into the visitor's text.
 */
export type AnswerProblem =
  /** No whole answer came (the connection, an answer cut short): a retry may help. */
  | { kind: 'network' }
  /** A technical issue: the backend failed, or something in front of the server answered. */
  | { kind: 'generic' }
  /** The admin tools: the signed-in account is no admin's. */
  | { kind: 'notAdmin' }
  /** The lobby's token is no longer valid. */
  | { kind: 'lobbyTokenInvalid' }
  /** The registration's invitation code was refused: which of docs/product.md §8's messages. */
  | { kind: 'invitation'; message: keyof TranslationFunctions['invitationErrors'] }
  /** The waiting-list approval was refused. */
  | { kind: 'approvalRefused' }
  /** The social sign-up's session has expired. */
  | { kind: 'signUpExpired' }
  /** A link's address was refused: step 1 of the lean flow asks for another (its field shows why). */
  | { kind: 'linkEmailRefused' };

/** A form's values as a post sent them: text, and lists of it for a name sent more than once. */
export type SentValues = { [name: string]: SentValue };
type SentValue = string | number | boolean | null | SentValue[] | SentValues;

/** A sent value that is text, else undefined (a list, a tick or nothing was sent). */
export const sentText = (value: SentValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** A form's rejected fields: each message a code the form translates. */
export type RejectedFields = Record<string, { type: string; message: string }>;

/** A schema's verdict by field (zod's issues): the code (message) of each rejected field's first issue. */
export function fieldCodes(issues: readonly { path: readonly PropertyKey[]; code: string; message: string }[]) {
  const rejected: RejectedFields = {};
  for (const { path, code, message } of issues) rejected[String(path[0] ?? '')] ??= { type: code, message };
  return rejected;
}

/**
 * What a form's action answers when the form stays on its page: the
 * values as they were sent (`defaultValues`: a form posted without scripts shows them again, and
 * nothing typed is lost), the rejected fields (each message a code the
 * form translates, from the form's schema or the backend), the failure no field is to blame for,
 * or what the form shows of an outcome.
 */
export interface FormAnswer<Outcome = never> {
  defaultValues: SentValues;
  errors?: RejectedFields;
  problem?: AnswerProblem;
  outcome?: Outcome;
}

/**
 * The visitor's text for a form's problem (docs/product.md §8), or null where a field shows it
 * instead. Every problem of every form is here, so a new kind cannot go untranslated.
 */
export function problemText(LL: TranslationFunctions, problem: AnswerProblem): string | null {
  switch (problem.kind) {
    case 'network':
    case 'generic':
      return LL.errors[problem.kind]();
    case 'notAdmin':
      return LL.errors.notAuthorized();
    case 'lobbyTokenInvalid':
      return LL.errors.linkNoLongerValid();
    case 'invitation':
      return LL.invitationErrors[problem.message]();
    case 'approvalRefused':
      return LL.registration.flows.waitingList.refused();
    case 'signUpExpired':
      return LL.registration.messages.socialToken();
    case 'linkEmailRefused':
      return null;
  }
}
