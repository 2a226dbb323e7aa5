import { useI18nContext } from '@acq/locales/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { FormView } from '@/components/form/app-form';
import type { FormAnswer } from '@/components/form/form-answer';
import { sessionKeeper } from '@/components/form/kept-values';
import { TextField } from '@/components/form/text-field';
import { useKeptField } from '@/components/form/use-kept-field';
import { applyFormMessage } from '../apply-form-message';
import '../membership-interest.css';

const keeper = sessionKeeper<Record<string, string>>('membership-apply');

/**
 * The membership application: an e-mail address, posted to the page's action with or without
 * scripts, once however often Submit is pressed. A form of one field needs no form library
 * (docs/architecture.md): the action checks the address with the form's schema and answers as
 * every form's action does (GOV.UK style: the message on the field and in the error summary,
 * which takes focus); a failed request keeps the address for a retry, and a reload or a language
 * switch keeps it too.
 */
export function ApplyForm() {
  const { LL } = useI18nContext();
  const fieldId = useId();
  const fetcher = useFetcher<FormAnswer>({ key: 'apply-for-membership' });
  // Posted without scripts, the page came back with the action's answer and what was sent.
  const pageAnswer = useActionData<FormAnswer | undefined>();
  const answer = (fetcher.state === 'idle' ? fetcher.data : undefined) ?? pageAnswer;
  const field = useKeptField(keeper, 'email', { keptOverStart: !pageAnswer });
  const [attempt, setAttempt] = useState(0);
  // Sent: the action went on to the confirmation; the address is not kept for another one.
  useEffect(() => () => keeper.clear(), []);
  const sending = fetcher.state !== 'idle';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setAttempt((count) => count + 1);
    void fetcher.submit(event.currentTarget, { method: 'post' });
  }

  const texts = LL.pages.membershipInterestApply;
  const code = answer?.errors?.email?.message;
  const error = typeof code === 'string' ? applyFormMessage(LL, code) : undefined;
  const problem = answer?.problem === 'network' || answer?.problem === 'generic' ? LL.errors[answer.problem]() : null;
  return (
    <FormView
      className="apply-form card"
      onSubmit={submit}
      posts
      hiddenFields={{}}
      summary={error ? [{ fieldId, message: error }] : []}
      // The answer comes after the submit's count went up: it counts as an attempt too.
      attempt={attempt + (answer && !sending ? 1 : 0)}
      problem={problem}
    >
      <TextField
        id={fieldId}
        label={texts.emailLabel()}
        error={error}
        type="email"
        autoComplete="email"
        spellCheck={false}
        defaultValue={typeof answer?.defaultValues.email === 'string' ? answer.defaultValues.email : ''}
        {...field}
      />
      <button type="submit" disabled={sending}>
        {texts.submit()}
      </button>
    </FormView>
  );
}
