import { ResendActivationMailDocument } from '@acq/graphql';
import { useI18nContext } from '@acq/locales/react';
import { useMutation } from '@/lib/graphql/use-mutation';
import { PageHeading } from '@/components/layout/page-heading';
import { showToast } from '@/components/toast/toast-store';
import { visitorMessageFor } from '@/lib/request-errors';
import { ProductWayBack } from '../landing/product-way-back';
import { useRegistrationState } from '../state/registration-state';

/** "Check your inbox and spam folder", with a way to have the activation mail sent again. */
export function FormFinishedPage() {
  const { LL } = useI18nContext();
  const { registrationEmail } = useRegistrationState();
  const [resend, { loading }] = useMutation(ResendActivationMailDocument);
  const text = LL.pages.formFinished;

  async function resendMail(email: string) {
    try {
      await resend({ variables: { input: { email } } });
      showToast(text.resent());
    } catch (error) {
      showToast(LL.errors[visitorMessageFor(error)](), 'error');
    }
  }

  return (
    <>
      <PageHeading title={text.heading()} />
      <p className="lead">{text.body()}</p>
      {registrationEmail && (
        <>
          <p>{text.sentTo({ email: registrationEmail })}</p>
          <button
            type="button"
            className="button--secondary"
            disabled={loading}
            onClick={() => void resendMail(registrationEmail)}
          >
            {text.resend()}
          </button>
        </>
      )}
      <ProductWayBack />
    </>
  );
}
