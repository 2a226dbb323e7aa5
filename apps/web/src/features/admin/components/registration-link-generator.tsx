import { useI18nContext } from '@acq/locales/react';
import { useId } from 'react';
import { AppFormView } from '@/components/form/app-form';
import { sessionKeeper } from '@/components/form/kept-values';
import { TextField } from '@/components/form/text-field';
import { useAppForm } from '@/components/form/use-app-form';
import type { CreatedLink } from '../link-answer';
import { codeMessage } from '../link-form-message';
import type { LinkFormValues } from '../link-form-schema';
import { CopyButton } from './copy-button';

const keeper = sessionKeeper<LinkFormValues>('registration-link');
const loadSchema = async () => (await import('../link-form-schema')).linkFormSchema;

/** A valid registration code in, a link from the backend out: valid 14 days, ready to copy. */
export function RegistrationLinkGenerator() {
  const { LL, locale } = useI18nContext();
  const fieldId = useId();
  const kit = useAppForm<LinkFormValues>({
    defaultValues: { registrationCode: '' },
    fieldIds: { registrationCode: fieldId },
    loadSchema,
    message: (LL, _field, code) => codeMessage(LL, code),
    keeper,
    fetcherKey: 'create-registration-link',
    problemMessage: (LL, problem) => (problem === 'refused' ? LL.pages.admin.refused() : LL.errors.generic()),
  });
  const link = kit.sending ? null : ((kit.answer?.outcome as CreatedLink | undefined) ?? null);
  const texts = LL.pages.registrationLinkGenerator;
  const expiry = link && new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' });

  return (
    <section className="admin-tool card">
      <AppFormView kit={kit}>
        <TextField
          id={fieldId}
          label={texts.codeLabel()}
          error={kit.errorFor('registrationCode')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...kit.form.register('registrationCode')}
        />
        <button type="submit" disabled={kit.sending}>
          {texts.submit()}
        </button>
      </AppFormView>
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
