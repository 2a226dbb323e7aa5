import { useI18nContext } from '@acq/locales/react';
import type { TranslationFunctions } from '@acq/locales/types';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';
import type { SummaryError } from './error-summary';
import { formDataOf } from './form-data';
import type { FormAnswer } from './form-answer';
import { keptValuesFor, type ValueKeeper } from './kept-values';
import { lazyZodResolver } from './lazy-zod-resolver';
import { sessionIdField } from '@/lib/server/session-id-field';
import { takeTypedBeforeHydration } from '@/lib/typed-before-hydration';

/** A message that is translated when it is shown, so that a language switch re-translates it. */
export type FormProblem = (LL: TranslationFunctions) => string;

export interface AppFormOptions<Values extends FieldValues> {
  /** The values of an untouched form: what the server renders and hydrates. */
  defaultValues: Values;
  /**
   * The fields the error summary lists, in the order the form shows them, each with the id of its
   * control (the summary links to it).
   */
  fieldIds: Partial<Record<Path<Values>, string>>;
  /** The form's schema (generated input schema, messages are codes), loaded with the first submit. */
  loadSchema?: () => Promise<z.ZodType>;
  /** The visitor's text for a rejected field: its code from the schema or the backend. */
  message: (LL: TranslationFunctions, field: Path<Values>, code: string) => string;
  /** Where the typed values stay for the tab; they come back after hydration. */
  keeper?: ValueKeeper<Values>;
  /**
   * The form posts to its route's action under this name (`intent`): natively before the scripts
   * run or without them, through the router after hydration. The action answers with the next
   * page or a `FormAnswer`.
   */
  intent?: string;
  /**
   * What the form posts besides its fields (the flow, a code, a token): hidden fields of the
   * native form, added to a post through the router too.
   */
  hiddenFields?: Record<string, string | null | undefined>;
  /** Handles a valid submit without the action (a step the browser can take alone): true if it did. */
  handleLocally?: (values: Values) => boolean;
  /** The text of an action's `problem` that is neither the network nor the technical-issue one. */
  problemMessage?: (LL: TranslationFunctions, problem: string, answer: FormAnswer) => string;
  /**
   * Sends the valid, normalised values (forms that do not post to an action). Runs once at a time
   * however often the form is submitted; a thrown request error becomes the network or
   * technical-issue message (docs/product.md §8).
   */
  onSubmit?: (values: Values) => Promise<void> | void;
  /** Codes for fields from a check the form did not run itself (the code check of a link). */
  externalErrors?: Partial<Record<Path<Values>, string | undefined>>;
}

export interface AppForm<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  /** The action's name, for the form's hidden `intent` field (none: the form does not post). */
  intent?: string;
  /** The action's latest answer to this form (after a post without scripts: the page's). */
  answer: FormAnswer | undefined;
  /** The hidden fields the form posts (`hiddenFields`). */
  hiddenFields: Record<string, string>;
  /** A field's value when the form was rendered: what the server's markup shows as chosen. */
  start: (field: Path<Values>) => unknown;
  /**
   * A text field's registration with its starting value in the markup, so that the server's page
   * shows it (a form posted without scripts comes back filled in).
   */
  textField: (field: Path<Values>) => ReturnType<UseFormReturn<Values>['register']> & { defaultValue?: string };
  /** The form's submit handler: validation, then `onSubmit`, never two at once. */
  submit: (event: FormEvent<HTMLFormElement>) => void;
  /** True while a valid submit is being sent. */
  sending: boolean;
  /** The translated message for a field, or undefined. */
  errorFor: (field: Path<Values>) => string | undefined;
  /** The error summary's entries, in the order of `fieldIds`. */
  summary: SummaryError[];
  /** Changes on every submit: the summary takes focus again on a repeated failure. */
  attempt: number;
  /** The failure no field is to blame for (request failed, not allowed, ...), translated. */
  problem: string | null;
  showProblem: (problem: FormProblem | null) => void;
  /** Marks a field as rejected (by the backend) with a code that `message` translates. */
  rejectField: (field: Path<Values>, code: string) => void;
}

/**
 * The scaffolding every form of the app shares (docs/architecture.md: accessible forms as GOV.UK Frontend
 * does them): the lazily loaded schema with translated messages, the error summary's entries, one
 * submit at a time (a double click sends once), docs/product.md §8's message for a failed request, and
 * the typed values kept in session storage so that a reload or a language switch keeps them.
 * Render it with <AppFormView>.
 */
export function useAppForm<Values extends FieldValues>(options: AppFormOptions<Values>): AppForm<Values> {
  const { LL } = useI18nContext();
  const { defaultValues, fieldIds, loadSchema, message, keeper, externalErrors, intent } = options;
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const busy = useRef(false);
  const fetcher = useFetcher<FormAnswer>({ key: intent ?? 'no-action' });
  const pageAnswer = useActionData<FormAnswer>();
  // An answer counts once the router has also reloaded the page's data after the post: a page that
  // follows it (navigates) before then would race that reload, which with lazy route discovery
  // commits the new address on the old page's routes.
  const settledAnswer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const answer = [settledAnswer, pageAnswer].find((candidate) => intent && candidate?.intent === intent);
  // A form posted without scripts comes back with what was typed.
  const sentValues = pageAnswer?.intent === intent ? pageAnswer?.values : undefined;

  const resolver = useMemo(() => (loadSchema ? lazyZodResolver<Values>(loadSchema) : undefined), [loadSchema]);
  const form = useForm<Values>({
    defaultValues: keptValuesFor(
      defaultValues,
      sentValues ? valuesAsSent(defaultValues, sentValues) : null,
    ) as DefaultValues<Values>,
    resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false, // the error summary takes focus instead
  });
  const { formState, getValues, handleSubmit, reset, setError, subscribe } = form;
  const hiddenFields = Object.fromEntries(
    Object.entries(options.hiddenFields ?? {}).filter((entry): entry is [string, string] => !!entry[1]),
  );

  // What the visitor typed earlier in this tab, then what they typed in this page before it
  // hydrated: the form hydrates as the server rendered it, then takes both.
  useEffect(() => {
    const kept = sentValues ? null : keeper?.read(); // a form posted without scripts shows what was sent
    const typed = takeTypedBeforeHydration(Object.keys(defaultValues));
    if (kept || typed) {
      reset(keptValuesFor(getValues(), { ...kept, ...typed } as Partial<Values>), { keepDefaultValues: true });
    }
    if (!keeper) return;
    // Kept for the tab at once: the early values came before there was anyone to write them down.
    if (typed) keeper.write(getValues());
    return subscribe({ formState: { values: true }, callback: ({ values }) => keeper.write(values as Values) });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, after hydration

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    // Two clicks in the same task submit twice before the button can show it is busy: the second waits for nothing.
    if (busy.current) return;
    busy.current = true;
    setProblem(null);
    void handleSubmit(async (values) => {
      try {
        if (options.handleLocally?.(values)) return;
        if (intent) {
          const posted = formDataOf(intent, sessionId(formElement), { ...values, ...hiddenFields });
          await fetcher.submit(posted, { method: 'post' });
        } else await options.onSubmit?.(values);
      } catch {
        // In the browser only a request can fail here (the server classifies the backend's
        // failures itself): one that got no answer, which the visitor can retry.
        setProblem((): FormProblem => (LL) => LL.errors.network());
      }
    })(event).finally(() => {
      busy.current = false;
    });
  }

  // The action's verdict counts until the form's own rules find something again.
  const clientErrors = Object.keys(formState.errors).length > 0;
  const answerErrors = !clientErrors && fetcher.state === 'idle' ? answer?.fieldErrors : undefined;
  const errorFor = (field: Path<Values>): string | undefined => {
    const code =
      (formState.errors[field]?.message as string | undefined) || answerErrors?.[field] || externalErrors?.[field];
    return code ? message(LL, field, code) : undefined;
  };
  const answerProblem = fetcher.state === 'idle' ? answer?.problem : undefined;
  const problemText = problem
    ? problem(LL)
    : answerProblem === 'network' || answerProblem === 'generic'
      ? LL.errors[answerProblem]()
      : answerProblem
        ? (options.problemMessage?.(LL, answerProblem, answer!) ?? LL.errors.generic())
        : null;
  const summary = (Object.entries(fieldIds) as [Path<Values>, string][]).flatMap(([field, fieldId]) => {
    const text = errorFor(field);
    return text ? [{ fieldId, message: text }] : [];
  });

  const startValues = form.formState.defaultValues as Record<string, unknown> | undefined;
  return {
    form,
    intent,
    answer,
    hiddenFields,
    start: (field) => startValues?.[field],
    textField: (field) => {
      const start = startValues?.[field];
      return { ...form.register(field), defaultValue: typeof start === 'string' ? start : undefined };
    },
    submit,
    sending: formState.isSubmitting || fetcher.state !== 'idle',
    errorFor,
    summary,
    attempt: formState.submitCount + (answerErrors ? 1 : 0),
    problem: problemText,
    showProblem: (next) => setProblem(() => next),
    rejectField: (field, code) => setError(field, { type: 'backend', message: code }),
  };
}

/** The page load's session id, rendered into the form (`AppFormView`). */
function sessionId(form: HTMLFormElement): string | null {
  const field = form.elements.namedItem(sessionIdField);
  return field instanceof HTMLInputElement ? field.value : null;
}

/** Posted values (text, "on" for a ticked box, repeated names) in the types of the form's defaults. */
function valuesAsSent<Values extends object>(
  defaults: Values,
  sent: Record<string, string | string[]>,
): Partial<Values> {
  const values: Record<string, unknown> = {};
  for (const [name, fallback] of Object.entries(defaults)) {
    const value = sent[name];
    if (typeof fallback === 'boolean') values[name] = value === 'on' || value === 'true';
    else if (Array.isArray(fallback)) values[name] = value === undefined ? [] : ([] as string[]).concat(value);
    else if (typeof value === 'string') values[name] = value === '' && fallback === null ? null : value;
  }
  return values as Partial<Values>;
}
