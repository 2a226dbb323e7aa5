import type { TranslationFunctions } from '@acq/locales/types';
import type { FormEvent } from 'react';
import type { FetcherWithComponents } from 'react-router';
import type { FieldValues, Path, UseFormRegisterReturn } from 'react-hook-form';
import type { useRemixForm } from 'remix-hook-form';
import type * as z from 'zod';
import type { SummaryError } from './error-summary';
import type { FormAnswer } from '@/lib/form-answer';
import type { ValueKeeper } from './kept-values';

/** remix-hook-form's form (its declared return type lags behind react-hook-form's). */
export type RemixForm<Values extends FieldValues> = ReturnType<typeof useRemixForm<Values>>;

export interface AppFormOptions<Values extends FieldValues, Answer extends FormAnswer<unknown>> {
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
   * The form posts to its route's action: natively before the scripts run or without them, after
   * hydration through this fetcher (React Router's `useFetcher`, typed by the action), which
   * remix-hook-form submits with. The action answers with the next page or a `FormAnswer`.
   */
  fetcher?: FetcherWithComponents<Answer>;
  /** The action's answer the page came with (`useActionData`, typed by the action): a post without scripts. */
  pageAnswer?: Answer;
  /** What the form posts besides its fields (the flow, a code, a token), natively or through the router. */
  hiddenFields?: Record<string, string | null | undefined>;
  /** remix-hook-form's own: a valid submit the browser handles instead of posting (a step it takes alone). */
  submitHandlers?: { onValid: (values: Values) => Promise<void> | void };
  /** Codes for fields from a check the form did not run itself (the code check of a link). */
  externalErrors?: Partial<Record<Path<Values>, string | undefined>>;
}

/**
 * What a form's fields need to render: the same object for as long as their errors and starting
 * values are the same, so that a memo of the fields passes over the form's other renders (its
 * sending state, react-hook-form's own second render on mount, the router's updates).
 */
export interface FieldKit<Values extends FieldValues> {
  register: RemixForm<Values>['register'];
  control: RemixForm<Values>['control'];
  /** A field's value when the form was rendered (for the choices `register` leaves alone: radios, lists). */
  start: (field: Path<Values>) => unknown;
  /**
   * A check box's registration, ticked in the server's markup as the form starts (remix-hook-form's
   * `register` reads a post's "on" as text, not as ticked).
   */
  checkbox: (field: Path<Values>) => UseFormRegisterReturn & { defaultChecked: boolean };
  /** The translated message for a field, or undefined. */
  errorFor: (field: Path<Values>) => string | undefined;
}

export interface AppForm<
  Values extends FieldValues,
  Answer extends FormAnswer<unknown> = FormAnswer<unknown>,
> extends FieldKit<Values> {
  /** The same functions for the fields, as one object that changes only with their errors and starting values. */
  fields: FieldKit<Values>;
  /** remix-hook-form's form: its `register` gives a field its starting value in the server's markup. */
  form: RemixForm<Values>;
  /** Whether the form posts to its route's action. */
  posts: boolean;
  /** The action's latest answer to this form (after a post without scripts: the page's). */
  answer: Answer | undefined;
  /** The hidden fields the form posts (`hiddenFields`). */
  hiddenFields: Record<string, string>;
  /** The form's submit handler: validation, then the post or `submitHandlers`, never two at once. */
  submit: (event: FormEvent<HTMLFormElement>) => void;
  /** True while a valid submit is being sent. */
  sending: boolean;
  /** The error summary's entries, in the order of `fieldIds`. */
  summary: SummaryError[];
  /** Changes on every submit and answer: the summary takes focus again on a repeated failure. */
  attempt: number;
  /** The failure no field is to blame for (request failed, not allowed, ...), translated. */
  problem: string | null;
  /** Marks a field as rejected (by the backend) with a code that `message` translates. */
  rejectField: (field: Path<Values>, code: string) => void;
}
