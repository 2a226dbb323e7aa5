import { useI18nContext } from '@acq/locales/react';
import { useEffect, useMemo, useState } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { useRemixForm } from 'remix-hook-form';
import { problemText, type AnswerProblem, type FormAnswer } from '@/lib/form-answer';
import { sessionIdField } from '@/lib/session-id-field';
import { takeTypedBeforeHydration } from '@/lib/typed-before-hydration';
import type { AppForm, AppFormOptions, FieldKit } from './app-form-types';
import { keptValuesFor, sentValuesLike } from './kept-values';
import { lazyZodResolver, useSchemaAhead } from './lazy-zod-resolver';
import { usePageSessionId } from './use-page-session-id';
import { useSubmitAfterPaint } from './use-submit-after-paint';

export type { AppForm, AppFormOptions } from './app-form-types';

/**
 * What the forms of several fields share, on remix-hook-form (docs/architecture.md: accessible
 * forms as GOV.UK Frontend does them): the lazily loaded schema with translated messages, the
 * error summary's entries, the action's answer (its rejected fields become the form's errors, its
 * values the form's starting ones after a post without scripts), one submit at a time, checked
 * after the tap's frame (`useSubmitAfterPaint`), the answer's problem as text, and the typed values
 * kept in session storage so that a reload or a language switch keeps them. remix-hook-form posts
 * the valid values through the form's fetcher, with the hidden fields and the page's session id.
 * Render it with <AppFormView>.
 */
export function useAppForm<Values extends FieldValues, Answer extends FormAnswer<unknown> = FormAnswer<unknown>>(
  options: AppFormOptions<Values, Answer>,
): AppForm<Values, Answer> {
  const { LL } = useI18nContext();
  const { defaultValues, fieldIds, loadSchema, message, keeper, externalErrors, fetcher, pageAnswer } = options;
  const [problem, setProblem] = useState<AnswerProblem | null>(null);
  const sessionId = usePageSessionId();
  // An answer counts once the router has also reloaded the page's data after the post. A page that
  // follows it (navigates) before then would race that reload, which with lazy route discovery
  // commits the new address on the old page's routes; as React may render the answer (which the
  // router keeps outside React's state) before the reload's end, those pages navigate with
  // `useNavigateWhenSettled`, which asks the router itself.
  const answer = (fetcher?.state === 'idle' ? fetcher.data : undefined) ?? pageAnswer;
  const hiddenFields = Object.fromEntries(
    Object.entries(options.hiddenFields ?? {}).filter((entry): entry is [string, string] => !!entry[1]),
  );

  const schema = useMemo(() => (loadSchema ? lazyZodResolver<Values>(loadSchema) : undefined), [loadSchema]);
  const form = useRemixForm<Values>({
    defaultValues: keptValuesFor(
      defaultValues,
      pageAnswer ? sentValuesLike(defaultValues, pageAnswer.defaultValues) : null,
    ) as DefaultValues<Values>,
    resolver: schema?.resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false, // the error summary takes focus instead
    fetcher,
    submitConfig: { method: 'post' },
    submitData: { ...hiddenFields, ...(sessionId ? { [sessionIdField]: sessionId } : {}) },
    stringifyAllValues: false, // text as typed; lists and ticks as JSON, as the action reads them
    submitHandlers: options.submitHandlers,
  });
  const { formState, getValues, setValue, setError, subscribe } = form;

  // What the visitor typed earlier in this tab, then what they typed in this page before it
  // hydrated: the form hydrates as the server rendered it, then takes both. Field by field: a
  // field hydrated already gets its value now, one still to hydrate when it registers, and no field
  // renders again (react-hook-form's `reset` would forget every field until it rendered again).
  useEffect(() => {
    const kept = pageAnswer ? null : keeper?.read(); // a form posted without scripts shows what was sent
    const typed = takeTypedBeforeHydration(Object.keys(defaultValues));
    if (kept || typed) {
      const values = getValues();
      const taken = keptValuesFor(values, { ...kept, ...typed } as Partial<Values>);
      for (const field of Object.keys(taken) as Path<Values>[]) {
        if (taken[field] !== values[field]) setValue(field, taken[field]);
      }
    }
    if (!keeper) return;
    // Kept for the tab at once: the early values came before there was anyone to write them down.
    if (typed) keeper.write(getValues());
    return subscribe({ formState: { values: true }, callback: ({ values }) => keeper.write(values as Values) });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, after hydration

  useSchemaAhead(schema, subscribe);

  // Without the event, over by then: the form posts to its route's action, as its `<Form>` would.
  const { submit, checking } = useSubmitAfterPaint(() => form.handleSubmit(), {
    onStart: () => setProblem(null),
    // A submit the browser handles itself that fails: only a request can (the server classifies
    // the backend's failures itself), one that got no answer, which the visitor can retry.
    onNoAnswer: () => setProblem({ kind: 'network' }),
  });

  const { errors, defaultValues: startValues } = formState;
  // Compared by content: react-hook-form changes its errors object in place, and hands out a copy
  // of the starting values (and a new `register` for it) once mounted.
  const errorCodes = Object.entries(errors)
    .map(([field, error]) => `${field} ${String(error?.message)}`)
    .join('\n');
  const startKey = JSON.stringify(startValues);
  const fields: FieldKit<Values> = useMemo(
    () => ({
      register: form.register,
      control: form.control,
      start: (field) => (startValues as Record<string, unknown> | undefined)?.[field],
      checkbox: (field) => ({
        ...form.register(field, { disableProgressiveEnhancement: true }),
        defaultChecked: (startValues as Record<string, unknown> | undefined)?.[field] === true,
      }),
      errorFor: (field) => {
        const code = (errors[field]?.message as string | undefined) || externalErrors?.[field];
        return code ? message(LL, field, code) : undefined;
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- errors and starting values by their content
    [form.control, startKey, errorCodes, externalErrors, message, LL],
  );
  const { errorFor } = fields;
  const shownProblem = problem ?? answer?.problem;
  const summary = (Object.entries(fieldIds) as [Path<Values>, string][]).flatMap(([field, fieldId]) => {
    const text = errorFor(field);
    return text ? [{ fieldId, message: text }] : [];
  });

  // Sending from the tap until the fetcher is done (react-hook-form's isSubmitting, read here, would
  // render the whole form again as its check starts; the fields are a memo of `fields`).
  const sending = checking || (fetcher ? fetcher.state !== 'idle' : formState.isSubmitting);
  return {
    form,
    posts: !!fetcher,
    answer,
    hiddenFields,
    fields,
    ...fields,
    submit,
    sending,
    summary,
    // The action's rejection comes after the submit's count went up: it counts as an attempt too.
    attempt: formState.submitCount + (answer?.errors && !sending ? 1 : 0),
    problem: shownProblem ? problemText(LL, shownProblem) : null,
    rejectField: (field, code) => setError(field, { type: 'backend', message: code }),
  };
}
