import { useI18nContext } from '@acq/locales/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { problemText, type AnswerProblem, type FormAnswer, type RejectedFields } from '@/lib/form-answer';
import { sessionIdField } from '@/lib/session-id-field';
import { takeTypedBeforeHydration } from '@/lib/typed-before-hydration';
import type { AppForm, AppFormOptions, FieldKit, FieldName, FormValues } from './app-form-types';
import { postedBody, readField, showField } from './form-controls';
import { formValueStore } from './form-value-store';
import { keptValuesFor, sentValuesLike } from './kept-values';
import { lazySchema, useSchemaAhead } from './lazy-schema';
import { usePageSessionId } from './use-page-session-id';
import { useSubmitAfterPaint } from './use-submit-after-paint';

export type { AppForm, AppFormOptions } from './app-form-types';

/**
 * What the forms of several fields share (docs/decisions/0034-forms-on-the-browsers-controls.md),
 * on the browser's own controls, uncontrolled: typing renders nothing, the form reads a control as
 * it changes. The lazily loaded schema checks the values after the tap's frame
 * (`useSubmitAfterPaint`) and its codes become translated messages and the error summary's entries;
 * a valid form posts through its fetcher what a native post sends, with the hidden fields and the
 * page's session id. The action's answer: its rejected fields, its problem as text, its values the
 * form's starting ones after a post without scripts. The typed values are kept in session storage
 * so that a reload or a language switch keeps them. Render it with <AppFormView>.
 */
export function useAppForm<Values extends FormValues, Answer extends FormAnswer<unknown> = FormAnswer<unknown>>(
  options: AppFormOptions<Values, Answer>,
): AppForm<Values, Answer> {
  const { LL } = useI18nContext();
  const { defaultValues, fieldIds, loadSchema, message, keeper, externalErrors, fetcher, pageAnswer } = options;
  const [problem, setProblem] = useState<AnswerProblem | null>(null);
  // The fields the form's own check rejected, and the backend (`rejectField`), as an answer has them.
  const [errors, setErrors] = useState<RejectedFields>({});
  const [submits, setSubmits] = useState(0);
  // The answer a submit found: its rejected fields are the last submit's, not this one's.
  const [answered, setAnswered] = useState<Answer | undefined>(undefined);
  const sessionId = usePageSessionId();
  const formRef = useRef<HTMLFormElement>(null);
  const attach = useCallback((form: HTMLFormElement | null) => void (formRef.current = form), []);
  // An answer counts once the router has also reloaded the page's data after the post. A page that
  // follows it (navigates) before then would race that reload, which with lazy route discovery
  // commits the new address on the old page's routes; pages navigate with
  // `useNavigateWhenSettled`, which asks the router itself.
  const answer = (fetcher?.state === 'idle' ? fetcher.data : undefined) ?? pageAnswer;
  const hiddenFields = Object.fromEntries(
    Object.entries(options.hiddenFields ?? {}).filter((entry): entry is [string, string] => !!entry[1]),
  );
  const [store] = useState(() =>
    formValueStore(
      keptValuesFor(defaultValues, pageAnswer ? sentValuesLike(defaultValues, pageAnswer.defaultValues) : null),
    ),
  );
  const schema = useMemo(() => lazySchema<Values>(loadSchema), [loadSchema]);
  const setValue = useCallback(
    (field: FieldName<Values>, value: Values[FieldName<Values>]) => {
      store.set(field, value, false);
      if (formRef.current) showField(formRef.current, field, value);
    },
    [store],
  );

  // What the visitor typed earlier in this tab, then what they typed in this page before it
  // hydrated: the form hydrates as the server rendered it, then shows both on its controls.
  useEffect(() => {
    const kept = pageAnswer ? null : keeper?.read(); // a form posted without scripts shows what was sent
    const typed = takeTypedBeforeHydration(Object.keys(defaultValues));
    if (kept || typed) {
      const taken = keptValuesFor(store.get(), { ...kept, ...typed } as Partial<Values>);
      for (const field of Object.keys(taken) as FieldName<Values>[]) setValue(field, taken[field]);
    }
    if (!keeper) return;
    // Kept for the tab at once: the early values came before there was anyone to write them down.
    if (typed) keeper.write(store.get());
    return store.subscribe(() => keeper.write(store.get()));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, after hydration

  useSchemaAhead(schema, store);

  /** Reads the visitor's change of a control into the form's values (none shown: undefined, kept as it is). */
  const read = (form: HTMLFormElement, field: FieldName<Values>) => {
    const value = readField(form, field, store.get()[field]);
    if (value !== undefined) store.set(field, value as Values[FieldName<Values>], true);
  };

  // Without the event, over by then: the form posts to its route's action, as its `<Form>` would.
  const { submit, checking } = useSubmitAfterPaint(
    async (form) => {
      for (const field of Object.keys(defaultValues) as FieldName<Values>[]) read(form, field);
      const checked = await schema.check(store.get());
      setSubmits((count) => count + 1);
      setErrors(checked.errors ?? {});
      if (!checked.values) return;
      if (options.submitHandlers) return options.submitHandlers.onValid(checked.values);
      const besides = { ...hiddenFields, ...(sessionId ? { [sessionIdField]: sessionId } : {}) };
      return fetcher?.submit(postedBody(checked.values, besides), { method: 'post' });
    },
    {
      onStart: () => (setProblem(null), setAnswered(answer)),
      // A submit the browser handles itself that fails: only a request can (the server classifies
      // the backend's failures itself), one that got no answer, which the visitor can retry.
      onNoAnswer: () => setProblem({ kind: 'network' }),
    },
  );

  const answerErrors = answer === answered ? undefined : answer?.errors;
  const fields: FieldKit<Values> = useMemo(
    () => ({
      text: (field) => ({ name: field, defaultValue: String(store.get()[field] ?? '') }),
      checkbox: (field) => ({ name: field, defaultChecked: store.get()[field] === true }),
      start: (field) => store.get()[field],
      errorFor: (field) => {
        const code = errors[field]?.message || answerErrors?.[field]?.message || externalErrors?.[field];
        return code ? message(LL, field, code) : undefined;
      },
      values: store,
    }),
    [store, errors, answerErrors, externalErrors, message, LL],
  );
  const { errorFor } = fields;
  const shownProblem = problem ?? answer?.problem;
  const summary = (Object.entries(fieldIds) as [FieldName<Values>, string][]).flatMap(([field, fieldId]) => {
    const text = errorFor(field);
    return text ? [{ fieldId, message: text }] : [];
  });

  const sending = checking || (fetcher ? fetcher.state !== 'idle' : false);
  return {
    ...fields,
    fields,
    attach,
    setValue,
    posts: !!fetcher,
    answer,
    hiddenFields,
    submit,
    changed: (event) => {
      const { name } = event.target as HTMLInputElement;
      if (name in defaultValues) read(event.currentTarget, name as FieldName<Values>);
    },
    sending,
    summary,
    // The action's rejection comes after the submit's count went up: it counts as an attempt too.
    attempt: submits + (answer?.errors && !sending ? 1 : 0),
    problem: shownProblem ? problemText(LL, shownProblem) : null,
    rejectField: (field, code) =>
      setErrors((rejected) => ({ ...rejected, [field]: { type: 'backend', message: code } })),
  };
}
