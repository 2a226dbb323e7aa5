import { useI18nContext } from '@acq/locales/react';
import { useId } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { FormView } from '@/components/form/app-form';
import { sessionKeeper } from '@/components/form/kept-values';
import { TextField } from '@/components/form/text-field';
import { useFetcherForm } from '@/components/form/use-fetcher-form';
import { useKeptField } from '@/components/form/use-kept-field';
import type { linkAction } from '../link-action.server';
import { codeMessage } from '../link-form-message';
import { CopyButton } from './copy-button';

const keeper = sessionKeeper<Record<string, string>>('registration-link');

/**
 * A valid registration code in, a link from the backend out: valid 14 days, ready to copy. A form
 * of one field (docs/decisions/0034-forms-on-the-browsers-controls.md): the action checks the code
 * with the form's schema.
 */
export function RegistrationLinkGenerator() {
  const { LL, locale } = useI18nContext();
  const fieldId = useId();
  const pageAnswer = useActionData<typeof linkAction>();
  const form = useFetcherForm(useFetcher<typeof linkAction>({ key: 'create-registration-link' }), pageAnswer);
  const field = useKeptField(keeper, 'registrationCode', { keptOverStart: !pageAnswer });
  const link = form.sending ? null : (form.answer?.outcome ?? null);
  const texts = LL.screenPages.registrationLinkGenerator;
  const expiry = link && new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' });
  const code = form.codeFor('registrationCode');
  const error = code ? codeMessage(LL, code) : undefined;
  const sent = form.answer?.defaultValues.registrationCode;

  return (
    <section className="admin-tool card">
      <FormView
        onSubmit={form.submit}
        posts
        hiddenFields={{}}
        summary={error ? [{ fieldId, message: error }] : []}
        attempt={form.attempt}
        problem={form.problem}
      >
        <TextField
          id={fieldId}
          label={texts.codeLabel()}
          error={error}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          defaultValue={typeof sent === 'string' ? sent : ''}
          {...field}
        />
        <button type="submit" disabled={form.sending}>
          {texts.submit()}
        </button>
      </FormView>
      {link && expiry && (
        <div className="admin-link">
          <h2>{texts.linkLabel()}</h2>
          <output aria-label={texts.linkLabel()}>{link.url}</output>
          <p>{texts.validUntil({ date: expiry.format(new Date(link.validityTimestamp)) })}</p>
          <CopyButton text={link.url} label={texts.copy()} />
        </div>
      )}
    </section>
  );
}
