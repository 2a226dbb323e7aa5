import { useI18nContext } from '@acq/locales/react';
import { useRef, useState, type FormEvent } from 'react';
import { TextField } from '@/components/form/text-field';
import { trackEvent } from '@/lib/analytics/track';
import { updateRegistrationState } from '../../state/registration-state';
import { useOpenModal } from '@/components/dialog/use-open-modal';
import { Form } from '@/components/form/form';

/**
 * The members-only product-detail popup: a visitor who followed a shared product sees that it is
 * for members and leaves an e-mail address, which the registration form then starts with.
 */
export function ProductPopup({ onEmail, onClose }: { onEmail: () => void; onClose: () => void }) {
  const { LL } = useI18nContext();
  const dialog = useRef<HTMLDialogElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();

  useOpenModal(dialog);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The schema (and zod) load with the first submit, not with the landing page.
    const { RegisterByEmailInputSchema } = await import('@acq/graphql/zod');
    if (!RegisterByEmailInputSchema.shape.email?.safeParse(email.trim()).success) {
      setError(LL.registration.messages.email());
      return;
    }
    updateRegistrationState({ registrationEmail: email.trim() });
    void trackEvent('submit_email', { email: email.trim() });
    onEmail();
    dialog.current?.close();
  }

  const text = LL.registration.productPopup;
  return (
    <dialog ref={dialog} className="popup" aria-labelledby="product-popup-title" onClose={onClose}>
      <h2 id="product-popup-title">{text.heading()}</h2>
      <p>{text.body()}</p>
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          id="product-popup-email"
          type="email"
          autoComplete="email"
          label={LL.registration.form.email()}
          error={error}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit">{text.submit()}</button>
        <button type="button" className="button-link" onClick={() => dialog.current?.close()}>
          {text.close()}
        </button>
      </Form>
    </dialog>
  );
}
