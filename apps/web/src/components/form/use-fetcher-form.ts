import { useI18nContext } from '@acq/locales/react';
import { useState } from 'react';
import type { FetcherWithComponents } from 'react-router';
import { problemText, type FormAnswer } from '@/lib/form-answer';
import { useSubmitAfterPaint } from './use-submit-after-paint';

/**
 * A form of one field or none (docs/decisions/0034-forms-on-the-browsers-controls.md): React
 * Router's form, posted natively before the scripts run and through the form's fetcher (typed by
 * its action) after, once however often it is submitted, in a task after the tap's frame
 * (`useSubmitAfterPaint`); its action checks it with the form's schema. The answer is the
 * fetcher's, or the one a post without scripts brought with the page. Render it with <FormView>.
 */
export function useFetcherForm<Answer extends FormAnswer<unknown>>(
  fetcher: FetcherWithComponents<Answer>,
  pageAnswer: Answer | undefined,
) {
  const { LL } = useI18nContext();
  const [submits, setSubmits] = useState(0);
  const { submit, checking } = useSubmitAfterPaint((form) => fetcher.submit(form, { method: 'post' }), {
    onStart: () => setSubmits((count) => count + 1),
  });
  const fetching = fetcher.state !== 'idle';
  const sending = checking || fetching;
  const answer = (fetching ? undefined : fetcher.data) ?? pageAnswer;

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
