import { CreateRegistrationLinkDocument } from '@acq/graphql';
import { useI18nContext } from '@acq/locales/react';
import { useMutation } from '@/lib/graphql/use-mutation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorSummary } from '@/components/form/error-summary';
import { TextField } from '@/components/form/text-field';
import { visitorMessageFor } from '@/lib/request-errors';
import { localisedPath } from '@/lib/startup/locale-path';
import { codeMessage, linkFormSchema, type LinkFormValues } from '../link-form-schema';
import { CopyButton } from './copy-button';
import { Form } from '@/components/form/form';

type Link = { url: string; validityTimestamp: string };

/** A valid registration code in, a link from the backend out: valid 14 days, ready to copy. */
export function RegistrationLinkGenerator() {
  const { LL, locale } = useI18nContext();
  const fieldId = useId();
  const inFlight = useRef(false);
  const [link, setLink] = useState<Link | null>(null);
  const [failure, setFailure] = useState<'network' | 'generic' | 'notAuthorized' | null>(null);
  const [create] = useMutation(CreateRegistrationLinkDocument);
  const { register, handleSubmit, setError, formState } = useForm<LinkFormValues>({
    resolver: zodResolver(linkFormSchema),
    defaultValues: { registrationCode: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false, // the error summary takes focus
  });
  const texts = LL.pages.registrationLinkGenerator;

  async function send({ registrationCode = '' }: LinkFormValues) {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    setLink(null);
    try {
      // The link opens the landing page in the admin's language, on this site.
      const landingPageUrl = `${window.location.origin}${localisedPath('/', locale)}`;
      const { data } = await create({ variables: { input: { registrationCode, landingPageUrl } } });
      const payload = data?.createRegistrationLink;
      if (payload?.outcome === 'CREATED' && payload.link) setLink(payload.link);
      else if (payload?.outcome === 'NOT_AUTHORIZED') setFailure('notAuthorized');
      else if (payload?.outcome === 'REGISTRATION_CODE_REJECTED')
        setError('registrationCode', { message: payload.registrationCodeErrors[0] ?? 'REGISTRATION_CODE_INVALID' });
      else {
        const rejected = payload?.errors.find((error) => error.field === 'registrationCode');
        if (rejected) setError('registrationCode', { message: rejected.code });
        else setFailure('generic');
      }
    } catch (error) {
      setFailure(visitorMessageFor(error));
    } finally {
      inFlight.current = false;
    }
  }

  const message = formState.errors.registrationCode?.message;
  const codeError = message ? codeMessage(LL, message) : null;
  const expiry = link && new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' });

  return (
    <section className="admin-tool card">
      <Form noValidate onSubmit={(event) => void handleSubmit(send)(event)}>
        <ErrorSummary errors={codeError ? [{ fieldId, message: codeError }] : []} attempt={formState.submitCount} />
        <TextField
          id={fieldId}
          label={texts.codeLabel()}
          error={codeError ?? undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...register('registrationCode', { setValueAs: (value: string) => value.trim() })}
        />
        <button type="submit" disabled={formState.isSubmitting}>
          {texts.submit()}
        </button>
      </Form>
      <div role="status" aria-live="polite">
        {failure === 'notAuthorized' && <p className="alert">{LL.pages.admin.refused()}</p>}
        {(failure === 'network' || failure === 'generic') && <p className="alert">{LL.errors[failure]()}</p>}
      </div>
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
