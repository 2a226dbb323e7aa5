import type { TranslationFunctions } from '@acq/locales/types';
import type { FormEvent } from 'react';
import type { FetcherWithComponents } from 'react-router';
import type * as z from 'zod';
import type { SummaryError } from './error-summary';
import type { FormAnswer } from '@/lib/form-answer';
import type { ValueKeeper } from './kept-values';

/**
 * A form's values, by field: text (a field, a select, a radio's choice or null while none is),
 * a tick (a box), a list (the boxes of one name ticked).
 */
export type FormValues = object;
/** One of the form's fields, by name. */
export type FieldName<Values extends FormValues> = keyof Values & string;

/** A text field's or a select's name and starting value, for the element's props. */
export interface TextRegistration {
  name: string;
  defaultValue: string;
}
/** A check box's name and starting state, for the element's props. */
export interface BoxRegistration {
  name: string;
  defaultChecked: boolean;
}

export interface AppFormOptions<Values extends FormValues, Answer extends FormAnswer<unknown>> {
  /** The values of an untouched form: what the server renders and hydrates. */
  defaultValues: Values;
  /** The fields the error summary lists, in the order the form shows them, each with its control's id. */
  fieldIds: Partial<Record<FieldName<Values>, string>>;
  /** The form's schema (messages are codes), fetched after the first change: a page needs none to show. */
  loadSchema: () => Promise<z.ZodType>;
  /** The visitor's text for a rejected field: its code from the schema or the backend. */
  message: (LL: TranslationFunctions, field: FieldName<Values>, code: string) => string;
  /** Where the typed values stay for the tab; they come back after hydration. */
  keeper?: ValueKeeper<Values>;
  /**
   * The form posts to its route's action: natively before the scripts run or without them, after
   * hydration through this fetcher (React Router's `useFetcher`, typed by the action), with the
   * same fields a native post has. The action answers with the next page or a `FormAnswer`.
   */
  fetcher?: FetcherWithComponents<Answer>;
  /** The action's answer the page came with (`useActionData`, typed by the action): a post without scripts. */
  pageAnswer?: Answer;
  /** What the form posts besides its fields (the flow, a code, a token), natively or through the router. */
  hiddenFields?: Record<string, string | null | undefined>;
  /** A valid submit the browser handles instead of posting (a step it takes alone). */
  submitHandlers?: { onValid: (values: Values) => Promise<void> | void };
  /** Codes for fields from a check the form did not run itself (the code check of a link). */
  externalErrors?: Partial<Record<FieldName<Values>, string | undefined>>;
}

/**
 * What a form's fields need to render: the same object for as long as their errors are the same,
 * so that a memo of the fields passes over the form's other renders (its sending state, the
 * router's updates). The controls are the browser's own, uncontrolled: typing renders nothing.
 */
export interface FieldKit<Values extends FormValues> {
  /** A text field's or a select's props: its name and the form's value for it as the field mounts. */
  text: (field: FieldName<Values>) => TextRegistration;
  /** A check box's props: its name and whether the form's value ticks it. */
  checkbox: (field: FieldName<Values>) => BoxRegistration;
  /** The form's value of a field as it renders (for radios and boxes of one name: which are chosen). */
  start: (field: FieldName<Values>) => Values[FieldName<Values>];
  /** The translated message for a field, or undefined. */
  errorFor: (field: FieldName<Values>) => string | undefined;
  /** A field's value as it changes, for a part that shows something of it (`useFieldValue`). */
  values: FormValueStore<Values>;
}

/** The form's values outside React: what the visitor changes is read here, and heard. */
export interface FormValueStore<Values extends FormValues> {
  get: () => Values;
  /** Hears every change of a value, the visitor's (`byVisitor`) or the form's own. */
  subscribe: (listener: (field: FieldName<Values>, byVisitor: boolean) => void) => () => void;
}

export interface AppForm<
  Values extends FormValues,
  Answer extends FormAnswer<unknown> = FormAnswer<unknown>,
> extends FieldKit<Values> {
  /** The same functions for the fields, as one object that changes only with their errors. */
  fields: FieldKit<Values>;
  /** Takes the form element (`AppFormView`'s ref), whose controls hold the values. */
  attach: (form: HTMLFormElement | null) => void;
  /** Sets a field's value, on its control too (a step that empties it, a default decided later). */
  setValue: (field: FieldName<Values>, value: Values[FieldName<Values>]) => void;
  /** Whether the form posts to its route's action. */
  posts: boolean;
  /** The action's latest answer to this form (after a post without scripts: the page's). */
  answer: Answer | undefined;
  /** The hidden fields the form posts (`hiddenFields`). */
  hiddenFields: Record<string, string>;
  /** The form's submit handler: the check, then the post or `submitHandlers`, never two at once. */
  submit: (event: FormEvent<HTMLFormElement>) => void;
  /** Reads what the visitor changed in a control of the form (the form's `onChange`). */
  changed: (event: FormEvent<HTMLFormElement>) => void;
  /** True from the submit's tap until its answer. */
  sending: boolean;
  /** The error summary's entries, in the order of `fieldIds`. */
  summary: SummaryError[];
  /** Changes on every submit and answer: the summary takes focus again on a repeated failure. */
  attempt: number;
  /** The failure no field is to blame for (request failed, not allowed, ...), translated. */
  problem: string | null;
  /** Marks a field as rejected (by the backend) with a code that `message` translates. */
  rejectField: (field: FieldName<Values>, code: string) => void;
}
