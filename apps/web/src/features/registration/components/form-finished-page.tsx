import { useI18nContext } from '@acq/locales/react';
import { useEffect, useRef } from 'react';
import { AppFormView } from '@/components/form/app-form';
import { useAppForm } from '@/components/form/use-app-form';
import { PageHeading } from '@/components/layout/page-heading';
import { showToast } from '@/components/toast/toast-store';
import { ProductWayBack } from '../landing/product-way-back';
import { useRegistrationState } from '../state/registration-state';

/** "Check your inbox and spam folder", with a way to have the activation mail sent again. */
export function FormFinishedPage({ registeredEmail }: { registeredEmail: string | null }) {
  const { LL } = useI18nContext();
  // The address the registration went to: the tab's (typed here) or the server's note of it.
  const registrationEmail = useRegistrationState().registrationEmail ?? registeredEmail ?? undefined;
  const text = LL.pages.formFinished;
  const kit = useAppForm<Record<string, never>>({
    defaultValues: {},
    fieldIds: {},
    message: () => '',
    fetcherKey: 'resend-activation-mail',
    hiddenFields: { email: registrationEmail },
  });
  // The outcome shows as a toast, once per answer.
  const shown = useRef(kit.answer);
  useEffect(() => {
    const { answer } = kit;
    if (!answer || shown.current === answer || kit.sending) return;
    shown.current = answer;
    if (answer.outcome === 'resent') showToast(text.resent());
    else showToast(LL.errors[answer.problem === 'network' ? 'network' : 'generic'](), 'error');
  }, [kit, text, LL]);

  return (
    <>
      <PageHeading title={text.heading()} />
      <p className="lead">{text.body()}</p>
      {registrationEmail && (
        <>
          <p>{text.sentTo({ email: registrationEmail })}</p>
          <AppFormView kit={kit} className="resend-form">
            <button type="submit" className="button--secondary" disabled={kit.sending}>
              {text.resend()}
            </button>
          </AppFormView>
        </>
      )}
      <ProductWayBack />
    </>
  );
}
