import { useI18nContext } from '@acq/locales/react';
import { useLocation } from 'react-router';
import { AppFormView } from '@/components/form/app-form';
import { keptTokens } from '@/lib/startup/kept-token';
import { Stepper } from '@/components/stepper/stepper';
import { useRegistrationForm, type RegistrationFormOptions } from '../hooks/use-registration-form';
import { FormFinishedPopup } from './form-finished-popup';
import { RegistrationFields } from './registration-fields';
import './registration-form.css';

/**
 * The registration form of every landing-page flow but social registration: one step (default,
 * code, waiting-list approval with its approved address), or lean registration in two steps (e-mail
 * first, then the details; or, with a known e-mail, straight to the details). Its behaviour is
 * `useRegistrationForm`'s.
 */
export function RegistrationForm(options: RegistrationFormOptions) {
  const { LL } = useI18nContext();
  const registration = useRegistrationForm(options);
  const { kit, step } = registration;
  const text = LL.registration.form;
  const submitLabel =
    step === 'email'
      ? text.signUpNow()
      : step !== 'oneStep' || options.invitation?.enteredByHand || options.approval
        ? text.completeRegistration()
        : text.signUp();
  // "Use another e-mail" is the page with the link's address forgotten (an empty emailToken: the
  // server drops the kept one); the app goes there in place.
  const location = useLocation();
  const forgetLinkEmail = new URLSearchParams(location.search);
  forgetLinkEmail.set(keptTokens.leanEmail.param, '');
  const anotherEmailHref = `${location.pathname}?${forgetLinkEmail}`;
  return (
    <>
      <AppFormView
        kit={kit}
        className="registration-form"
        aria-labelledby="registration-heading"
        heading={
          <>
            {registration.lean && (
              <Stepper
                steps={[LL.registration.flows.steps.email(), LL.registration.flows.steps.details()]}
                current={step === 'email' ? 0 : 1}
              />
            )}
            <h2 id="registration-heading">
              {step === 'email' || step === 'oneStep' ? text.heading() : text.headingStep2()}
            </h2>
          </>
        }
      >
        {registration.knownEmail && (
          <p className="names-address">{LL.registration.flows.knownEmail({ email: registration.knownEmail })}</p>
        )}
        <RegistrationFields
          fields={registration.fields}
          kit={kit.fields}
          invitation={registration.invitation}
          countries={registration.countries}
        />
        <button type="submit" disabled={kit.sending}>
          {kit.sending ? text.sending() : submitLabel}
        </button>
        {registration.back && (
          <button type="button" className="button-link" onClick={registration.back}>
            {text.back()}
          </button>
        )}
        {registration.chooseAnotherEmail && (
          <a
            className="button-link"
            href={anotherEmailHref}
            onClick={(event) => {
              event.preventDefault();
              registration.chooseAnotherEmail?.();
            }}
          >
            {LL.registration.flows.useAnotherEmail()}
          </a>
        )}
      </AppFormView>
      {registration.popupOpen && <FormFinishedPopup onClose={registration.closePopup} />}
    </>
  );
}
