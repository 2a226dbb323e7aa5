import { useI18nContext } from '@acq/locales/react';
import type { TranslationFunctions } from '@acq/locales/types';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod';
import { visitorMessageFor } from '@/lib/request-errors';
import type { SummaryError } from './error-summary';
import { keptValuesFor, type ValueKeeper } from './kept-values';
import { lazyZodResolver } from './lazy-zod-resolver';

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
   * Sends the valid, normalised values. Runs once at a time however often the form is submitted;
   * a thrown request error becomes SPEC.md §8's network or technical-issue message.
   */
  onSubmit: (values: Values) => Promise<void> | void;
  /** Codes for fields from a check the form did not run itself (the code check of a link). */
  externalErrors?: Partial<Record<Path<Values>, string | undefined>>;
}

export interface AppForm<Values extends FieldValues> {
  form: UseFormReturn<Values>;
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
 * The scaffolding every form of the app shares (DESIGN.md: accessible forms as GOV.UK Frontend
 * does them): the lazily loaded schema with translated messages, the error summary's entries, one
 * submit at a time (a double click sends once), SPEC.md §8's message for a failed request, and
 * the typed values kept in session storage so that a reload or a language switch keeps them.
 * Render it with <AppFormView>.
 */
export function useAppForm<Values extends FieldValues>(options: AppFormOptions<Values>): AppForm<Values> {
  const { LL } = useI18nContext();
  const { defaultValues, fieldIds, loadSchema, message, keeper, externalErrors } = options;
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const busy = useRef(false);

  const resolver = useMemo(() => (loadSchema ? lazyZodResolver<Values>(loadSchema) : undefined), [loadSchema]);
  const form = useForm<Values>({
    defaultValues: defaultValues as DefaultValues<Values>,
    resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false, // the error summary takes focus instead
  });
  const { formState, handleSubmit, reset, setError, subscribe } = form;

  // What the visitor typed earlier in this tab: the form hydrates as the server rendered it, then
  // takes the kept values (the fieldset of <Form> is disabled until then, so nothing is overwritten).
  useEffect(() => {
    if (!keeper) return;
    const kept = keeper.read();
    if (kept) reset(keptValuesFor(defaultValues, kept), { keepDefaultValues: true });
    return subscribe({ formState: { values: true }, callback: ({ values }) => keeper.write(values as Values) });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, after hydration

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Two clicks in the same task submit twice before the button can show it is busy: the second waits for nothing.
    if (busy.current) return;
    busy.current = true;
    setProblem(null);
    void handleSubmit(async (values) => {
      try {
        await options.onSubmit(values);
      } catch (error) {
        const kind = visitorMessageFor(error);
        setProblem((): FormProblem => (LL) => LL.errors[kind]());
      }
    })(event).finally(() => {
      busy.current = false;
    });
  }

  const errorFor = (field: Path<Values>): string | undefined => {
    const code = (formState.errors[field]?.message as string | undefined) || externalErrors?.[field];
    return code ? message(LL, field, code) : undefined;
  };
  const summary = (Object.entries(fieldIds) as [Path<Values>, string][]).flatMap(([field, fieldId]) => {
    const text = errorFor(field);
    return text ? [{ fieldId, message: text }] : [];
  });

  return {
    form,
    submit,
    sending: formState.isSubmitting,
    errorFor,
    summary,
    attempt: formState.submitCount,
    problem: problem ? problem(LL) : null,
    showProblem: (next) => setProblem(() => next),
    rejectField: (field, code) => setError(field, { type: 'backend', message: code }),
  };
}
