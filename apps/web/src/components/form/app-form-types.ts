import type { TranslationFunctions } from '@acq/locales/types';
import type { FormEvent } from 'react';
import type { FieldValues, Path, UseFormRegisterReturn } from 'react-hook-form';
import type { useRemixForm } from 'remix-hook-form';
import type * as z from 'zod';
import type { SummaryError } from './error-summary';
import type { FormAnswer } from './form-answer';
import type { ValueKeeper } from './kept-values';

/** remix-hook-form's form (its declared return type lags behind react-hook-form's). */
export type RemixForm<Values extends FieldValues> = ReturnType<typeof useRemixForm<Values>>;

/** A message that is translated when it is shown, so that a language switch re-translates it. */
export type FormProblem = (LL: TranslationFunctions) => string;

export interface AppFormOptions<Values extends FieldValues> {
  /** The values of an untouched form: what the server renders and hydrates. */
  defaultValues: Values;
  /** The fields the error summary lists, in the order the form shows them, each with its control's id. */
  fieldIds: Partial<Record<Path<Values>, string>>;
  /** The form's schema (messages are codes), loaded with the first submit: a page needs none to show. */
  loadSchema?: () => Promise<z.ZodType>;
  /** The visitor's text for a rejected field: its code from the schema or the backend. */
  message: (LL: TranslationFunctions, field: Path<Values>, code: string) => string;
  /** Where the typed values stay for the tab; they come back after hydration. */
  keeper?: ValueKeeper<Values>;
  /**
   * The form posts to its route's action: natively before the scripts run or without them, through
   * the router's fetcher of this key after hydration. The action answers with the next page or a
   * `FormAnswer`.
   */
  fetcherKey?: string;
  /** What the form posts besides its fields (the flow, a code, a token), natively or through the router. */
  hiddenFields?: Record<string, string | null | undefined>;
  /** Handles a valid submit without the action (a step the browser can take alone): true if it did. */
  handleLocally?: (values: Values) => boolean;
  /** The text of an action's `problem` that is neither the network nor the technical-issue one. */
  problemMessage?: (LL: TranslationFunctions, problem: string, answer: FormAnswer) => string;
  /** Sends the valid values (a form without an action); a thrown error shows the network message. */
  onSubmit?: (values: Values) => Promise<void> | void;
  /** Codes for fields from a check the form did not run itself (the code check of a link). */
  externalErrors?: Partial<Record<Path<Values>, string | undefined>>;
}

export interface AppForm<Values extends FieldValues> {
  /** remix-hook-form's form: its `register` gives a field its starting value in the server's markup. */
  form: RemixForm<Values>;
  /** Whether the form posts to its route's action. */
  posts: boolean;
  /** The action's latest answer to this form (after a post without scripts: the page's). */
  answer: FormAnswer | undefined;
  /** The hidden fields the form posts (`hiddenFields`). */
  hiddenFields: Record<string, string>;
  /** A field's value when the form was rendered (for the choices `register` leaves alone: radios, lists). */
  start: (field: Path<Values>) => unknown;
  /**
   * A check box's registration, ticked in the server's markup as the form starts (remix-hook-form's
   * `register` reads a post's "on" as text, not as ticked).
   */
  checkbox: (field: Path<Values>) => UseFormRegisterReturn & { defaultChecked: boolean };
  /** The form's submit handler: validation, then the post or `onSubmit`, never two at once. */
  submit: (event: FormEvent<HTMLFormElement>) => void;
  /** True while a valid submit is being sent. */
  sending: boolean;
  /** The translated message for a field, or undefined. */
  errorFor: (field: Path<Values>) => string | undefined;
  /** The error summary's entries, in the order of `fieldIds`. */
  summary: SummaryError[];
  /** Changes on every submit and answer: the summary takes focus again on a repeated failure. */
  attempt: number;
  /** The failure no field is to blame for (request failed, not allowed, ...), translated. */
  problem: string | null;
  showProblem: (problem: FormProblem | null) => void;
  /** Marks a field as rejected (by the backend) with a code that `message` translates. */
  rejectField: (field: Path<Values>, code: string) => void;
}
