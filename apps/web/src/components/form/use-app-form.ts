import { useI18nContext } from '@acq/locales/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useActionData, useFetcher } from 'react-router';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { createFormData, useRemixForm } from 'remix-hook-form';
import { sessionIdField } from '@/lib/session-id-field';
import { takeTypedBeforeHydration } from '@/lib/typed-before-hydration';
import type { AppForm, AppFormOptions, FormProblem } from './app-form-types';
import type { FormAnswer } from './form-answer';
import { keptValuesFor, sentValuesLike } from './kept-values';
import { lazyZodResolver } from './lazy-zod-resolver';
import { usePageSessionId } from './use-page-session-id';

export type { AppForm, AppFormOptions, FormProblem } from './app-form-types';

/**
 * What every form of the app shares, on remix-hook-form (docs/architecture.md: accessible forms as
 * GOV.UK Frontend does them): the lazily loaded schema with translated messages, the error
 * summary's entries, the action's answer (its rejected fields become the form's errors, its
 * values the form's starting ones after a post without scripts), one submit at a time (a double
 * click sends once), docs/product.md §8's message for a failed request, and the typed values kept
 * in session storage so that a reload or a language switch keeps them. Render it with <AppFormView>.
 */
export function useAppForm<Values extends FieldValues>(options: AppFormOptions<Values>): AppForm<Values> {
  const { LL } = useI18nContext();
  const { defaultValues, fieldIds, loadSchema, message, keeper, externalErrors, fetcherKey } = options;
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const busy = useRef(false);
  const sessionId = usePageSessionId();
  const fetcher = useFetcher<FormAnswer>({ key: fetcherKey ?? 'no-action' });
  // A form posted without scripts: the page came with the action's answer.
  const actionData = useActionData<FormAnswer | undefined>();
  const pageAnswer = fetcherKey ? actionData : undefined;
  // An answer counts once the router has also reloaded the page's data after the post: a page that
  // follows it (navigates) before then would race that reload, which with lazy route discovery
  // commits the new address on the old page's routes.
  const answer = (fetcher.state === 'idle' ? fetcher.data : undefined) ?? pageAnswer;
  const hiddenFields = Object.fromEntries(
    Object.entries(options.hiddenFields ?? {}).filter((entry): entry is [string, string] => !!entry[1]),
  );

  const resolver = useMemo(() => (loadSchema ? lazyZodResolver<Values>(loadSchema) : undefined), [loadSchema]);
  const form = useRemixForm<Values>({
    defaultValues: keptValuesFor(
      defaultValues,
      pageAnswer ? sentValuesLike(defaultValues, pageAnswer.defaultValues) : null,
    ) as DefaultValues<Values>,
    resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false, // the error summary takes focus instead
    fetcher: fetcherKey ? fetcher : undefined,
    submitHandlers: { onValid: (values) => send(values) },
  });
  const { formState, getValues, reset, setError, subscribe } = form;

  // What the visitor typed earlier in this tab, then what they typed in this page before it
  // hydrated: the form hydrates as the server rendered it, then takes both.
  useEffect(() => {
    const kept = pageAnswer ? null : keeper?.read(); // a form posted without scripts shows what was sent
    const typed = takeTypedBeforeHydration(Object.keys(defaultValues));
    if (kept || typed) {
      reset(keptValuesFor(getValues(), { ...kept, ...typed } as Partial<Values>), { keepDefaultValues: true });
    }
    if (!keeper) return;
    // Kept for the tab at once: the early values came before there was anyone to write them down.
    if (typed) keeper.write(getValues());
    return subscribe({ formState: { values: true }, callback: ({ values }) => keeper.write(values as Values) });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, after hydration

  /** The valid values: handled here, sent to the action as remix-hook-form writes them, or to `onSubmit`. */
  async function send(values: Values) {
    try {
      if (options.handleLocally?.(values)) return;
      if (!fetcherKey) return await options.onSubmit?.(values);
      const posted = { ...values, ...hiddenFields, ...(sessionId ? { [sessionIdField]: sessionId } : {}) };
      await fetcher.submit(createFormData(posted, false), { method: 'post' });
    } catch {
      // In the browser only a request can fail here (the server classifies the backend's
      // failures itself): one that got no answer, which the visitor can retry.
      setProblem((): FormProblem => (LL) => LL.errors.network());
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Two clicks in the same task submit twice before the button can show it is busy: the second waits for nothing.
    if (busy.current) return;
    busy.current = true;
    setProblem(null);
    void form.handleSubmit(event).finally(() => {
      busy.current = false;
    });
  }

  const errorFor = (field: Path<Values>): string | undefined => {
    const code = (formState.errors[field]?.message as string | undefined) || externalErrors?.[field];
    return code ? message(LL, field, code) : undefined;
  };
  const answerProblem = answer?.problem;
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

  const startValues = formState.defaultValues as Record<string, unknown> | undefined;
  return {
    form,
    posts: !!fetcherKey,
    answer,
    hiddenFields,
    start: (field) => startValues?.[field],
    checkbox: (field) => ({
      ...form.register(field, { disableProgressiveEnhancement: true }),
      defaultChecked: startValues?.[field] === true,
    }),
    submit,
    sending: formState.isSubmitting || fetcher.state !== 'idle',
    errorFor,
    summary,
    // The action's rejection comes after the submit's count went up: it counts as an attempt too.
    attempt: formState.submitCount + (answer?.errors && fetcher.state === 'idle' ? 1 : 0),
    problem: problemText,
    showProblem: (next) => setProblem(() => next),
    rejectField: (field, code) => setError(field, { type: 'backend', message: code }),
  };
}
