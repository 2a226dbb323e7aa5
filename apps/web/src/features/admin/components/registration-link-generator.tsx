import { CreateRegistrationLinkDocument } from '@acq/graphql';
import { useI18nContext } from '@acq/locales/react';
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { AppFormView } from '@/components/form/app-form';
import { sessionKeeper } from '@/components/form/kept-values';
import { TextField } from '@/components/form/text-field';
import { useAppForm } from '@/components/form/use-app-form';
import { localisedPath } from '@/lib/startup/locale-path';
import { codeMessage, type LinkFormValues } from '../link-form-schema';
import { CopyButton } from './copy-button';

type Link = { url: string; validityTimestamp: string };

const keeper = sessionKeeper<LinkFormValues>('registration-link');
const loadSchema = async () => (await import('../link-form-schema')).linkFormSchema;

/** A valid registration code in, a link from the backend out: valid 14 days, ready to copy. */
export function RegistrationLinkGenerator() {
  const { LL, locale } = useI18nContext();
  const fieldId = useId();
  const [link, setLink] = useState<Link | null>(null);
  const [create] = useMutation(CreateRegistrationLinkDocument);
  const kit = useAppForm<LinkFormValues>({
    defaultValues: { registrationCode: '' },
    fieldIds: { registrationCode: fieldId },
    loadSchema,
    message: (LL, _field, code) => codeMessage(LL, code),
    keeper,
    async onSubmit({ registrationCode }) {
      setLink(null);
      // The link opens the landing page in the admin's language, on this site.
      const landingPageUrl = `${window.location.origin}${localisedPath('/', locale)}`;
      const { data } = await create({ variables: { input: { registrationCode, landingPageUrl } } });
      const payload = data?.createRegistrationLink;
      if (payload?.outcome === 'CREATED' && payload.link) setLink(payload.link);
      else if (payload?.outcome === 'NOT_AUTHORIZED') kit.showProblem((LL) => LL.pages.admin.refused());
      else if (payload?.outcome === 'REGISTRATION_CODE_REJECTED')
        kit.rejectField('registrationCode', payload.registrationCodeErrors[0] ?? 'REGISTRATION_CODE_INVALID');
      else {
        const rejected = payload?.errors.find((error) => error.field === 'registrationCode');
        if (rejected) kit.rejectField('registrationCode', rejected.code);
        else kit.showProblem((LL) => LL.errors.generic());
      }
    },
  });
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
