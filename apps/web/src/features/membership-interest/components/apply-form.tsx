import { useI18nContext } from '@acq/locales/react';
import { useEffect, useId } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { FormView } from '@/components/form/app-form';
import { sessionKeeper } from '@/components/form/kept-values';
import { TextField } from '@/components/form/text-field';
import { useFetcherForm } from '@/components/form/use-fetcher-form';
import { useKeptField } from '@/components/form/use-kept-field';
import type { applyAction } from '../apply-action.server';
import { applyFormMessage } from '../apply-form-message';
import '../membership-interest.css';

const keeper = sessionKeeper<Record<string, string>>('membership-apply');

/**
 * The membership application: an e-mail address, posted to the page's action with or without
 * scripts. A form of one field (docs/decisions/0034-forms-on-the-browsers-controls.md): the action
 * checks the address with the form's schema and answers as every form's action does (GOV.UK style:
 * the message on the field and in the error summary, which takes focus); a failed request keeps the
 * address for a retry, and a reload or a language switch keeps it too.
 */
export function ApplyForm() {
  const { LL } = useI18nContext();
  const fieldId = useId();
  const pageAnswer = useActionData<typeof applyAction>();
  const form = useFetcherForm(useFetcher<typeof applyAction>({ key: 'apply-for-membership' }), pageAnswer);
  const field = useKeptField(keeper, 'email', { keptOverStart: !pageAnswer });
  // Sent: the action went on to the confirmation; the address is not kept for another one.
  useEffect(() => () => keeper.clear(), []);

  const texts = LL.pages.membershipInterestApply;
  const code = form.codeFor('email');
  const error = code ? applyFormMessage(LL, code) : undefined;
  const sent = form.answer?.defaultValues.email;
  // The same shape as the link generator's form, kept apart: a component for both would be a chunk
  // of its own on this page (+ 0.3 kB gzip).
  return (
    <FormView
      className="apply-form card"
      onSubmit={form.submit}
      posts
      hiddenFields={{}}
      summary={error ? [{ fieldId, message: error }] : []}
      attempt={form.attempt}
      problem={form.problem}
    >
      <TextField
        id={fieldId}
        label={texts.emailLabel()}
        error={error}
        type="email"
        autoComplete="email"
        spellCheck={false}
        defaultValue={typeof sent === 'string' ? sent : ''}
        {...field}
      />
      <button type="submit" disabled={form.sending}>
        {texts.submit()}
      </button>
    </FormView>
  );
}
