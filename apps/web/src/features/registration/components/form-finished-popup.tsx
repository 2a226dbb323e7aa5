import { useI18nContext } from '@acq/locales/react';
import { useRef } from 'react';
import { ProductWayBack } from './landing/product-way-back';
import { useRegistrationState } from '../state/registration-state';
import { useOpenModal } from '@/components/dialog/use-open-modal';

/** "Check your inbox" as a modal dialog over the landing page (`registrationFormFinishedInPopup`). */
export function FormFinishedPopup({ onClose }: { onClose: () => void }) {
  const { LL } = useI18nContext();
  const dialog = useRef<HTMLDialogElement>(null);
  const registrationEmail = useRegistrationState((state) => state.registrationEmail);

  useOpenModal(dialog);

  return (
    <dialog ref={dialog} className="popup" aria-labelledby="form-finished-title" onClose={onClose}>
      <h2 id="form-finished-title">{LL.registrationPages.formFinished.heading()}</h2>
      <p>{LL.registrationPages.formFinished.body()}</p>
      {registrationEmail && (
        <p className="names-address">{LL.registrationPages.formFinished.sentTo({ email: registrationEmail })}</p>
      )}
      <ProductWayBack />
      <form method="dialog">
        <button type="submit">{LL.registration.formFinishedPopup.close()}</button>
      </form>
    </dialog>
  );
}
