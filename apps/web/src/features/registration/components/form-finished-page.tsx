import { useI18nContext } from '@acq/locales/react';
import { useEffect, useRef } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { FormView } from '@/components/form/app-form';
import { useFetcherForm } from '@/components/form/use-fetcher-form';
import { PageHeading } from '@/components/layout/page-heading';
import { showToast } from '@/components/toast/toast-store';
import { ProductWayBack } from './landing/product-way-back';
import type { resendAction } from '../resend-action.server';
import { useRegistrationState } from '../state/registration-state';

/** "Check your inbox and spam folder", with a way to have the activation mail sent again. */
export function FormFinishedPage({ registeredEmail }: { registeredEmail: string | null }) {
  const { LL } = useI18nContext();
  // The address the registration went to: the tab's (typed here) or the server's note of it.
  const registrationEmail = useRegistrationState((state) => state.registrationEmail) ?? registeredEmail ?? undefined;
  const text = LL.registrationPages.formFinished;
  const form = useFetcherForm(
    useFetcher<typeof resendAction>({ key: 'resend-activation-mail' }),
    useActionData<typeof resendAction>(),
  );
  // The outcome shows as a toast, once per answer.
  const shown = useRef(form.answer);
  useEffect(() => {
    const { answer, sending, problem } = form;
    if (!answer || shown.current === answer || sending) return;
    shown.current = answer;
    if (answer.outcome === 'resent') showToast(text.resent());
    else showToast(problem ?? LL.errors.generic(), 'error');
  }, [form, text, LL]);

  return (
    <>
      <PageHeading title={text.heading()} />
      <p className="lead">{text.body()}</p>
      {registrationEmail && (
        <>
          <p className="names-address">{text.sentTo({ email: registrationEmail })}</p>
          <FormView
            onSubmit={form.submit}
            posts
            hiddenFields={{ email: registrationEmail }}
            summary={[]}
            attempt={form.attempt}
            // Shown as a toast instead.
            problem={null}
            className="resend-form"
          >
            <button type="submit" className="button--secondary" disabled={form.sending}>
              {text.resend()}
            </button>
          </FormView>
        </>
      )}
      <ProductWayBack />
    </>
  );
}
