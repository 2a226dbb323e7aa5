import { useI18nContext } from '@acq/locales/react';
import { Form } from '@/components/form/form';
import { ErrorSummary } from '@/components/form/error-summary';
import { Stepper } from '@/components/stepper/stepper';
import { useRegistrationForm, type RegistrationFormOptions } from '../hooks/use-registration-form';
import { FormFinishedPopup } from './form-finished-popup';
import { RegistrationFields } from './registration-fields';
import { RequestProblem } from './request-problem';
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
  const { form, stepper, problem, notice } = registration;
  return (
    <>
      <Form
        className="registration-form"
        noValidate
        onSubmit={(event) => void registration.onSubmit(event)}
        aria-labelledby="registration-heading"
      >
        {stepper && <Stepper steps={stepper.steps} current={stepper.current} />}
        <h2 id="registration-heading">{registration.heading}</h2>
        <ErrorSummary errors={registration.summary} attempt={form.formState.submitCount} />
        {problem && <RequestProblem problem={problem} />}
        {notice && (
          <p className="form-alert" role="alert">
            {notice}
          </p>
        )}
        {registration.knownEmail && <p>{LL.registration.flows.knownEmail({ email: registration.knownEmail })}</p>}
        <RegistrationFields
          fields={registration.fields}
          form={form}
          invitation={registration.invitation}
          countries={registration.countries}
        />
        <button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? LL.registration.form.sending() : registration.submitLabel}
        </button>
        {registration.back && (
          <button type="button" className="button-link" onClick={registration.back}>
            {LL.registration.form.back()}
          </button>
        )}
        {registration.chooseAnotherEmail && (
          <button type="button" className="button-link" onClick={registration.chooseAnotherEmail}>
            {LL.registration.flows.useAnotherEmail()}
          </button>
        )}
      </Form>
      {registration.popupOpen && <FormFinishedPopup onClose={registration.closePopup} />}
    </>
  );
}
