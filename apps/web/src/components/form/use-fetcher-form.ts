import { useI18nContext } from '@acq/locales/react';
import { useRef, useState, type FormEvent } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { problemText, type FormAnswer } from '@/lib/form-answer';

/**
 * A form of one field or none, without the form library (docs/decisions/0021-forms.md): React Router's
 * form, posted natively before the scripts run and through the form's fetcher (typed by its
 * action) after, once however often it is submitted; its action checks it with the form's schema.
 * The answer is the fetcher's, or the one a post without scripts brought with the page. Render it
 * with <FormView>.
 */
export function useFetcherForm<Answer extends FormAnswer<unknown>>(
  fetcher: FetcherWithComponents<Answer>,
  pageAnswer: Answer | undefined,
) {
  const { LL } = useI18nContext();
  const [submits, setSubmits] = useState(0);
  const busy = useRef(false);
  const sending = fetcher.state !== 'idle';
  const answer = (sending ? undefined : fetcher.data) ?? pageAnswer;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Two clicks in the same task come before the button can show it is busy: the second sends nothing.
    if (busy.current) return;
    busy.current = true;
    setSubmits((count) => count + 1);
    void fetcher.submit(event.currentTarget, { method: 'post' }).finally(() => {
      busy.current = false;
    });
  }

  return {
    answer,
    sending,
    submit,
    /** Changes on every submit and answer: the error summary takes focus again on a repeated failure. */
    attempt: submits + (answer && !sending ? 1 : 0),
    /** The failure no field is to blame for, translated. */
    problem: answer?.problem ? problemText(LL, answer.problem) : null,
    /** The rejected field's code, from the form's schema or the backend. */
    codeFor: (field: string) => answer?.errors?.[field]?.message,
  };
}
