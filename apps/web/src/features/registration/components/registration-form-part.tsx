import { useI18nContext } from '@acq/locales/react';
import { Suspense } from 'react';
import { codePart } from '@/lib/code-part';
import type { RegistrationFormOptions } from '../hooks/use-registration-form';

// The registration form and its form library load when the page shows the form: `/` shows it only
// after a valid code (docs/architecture.md, "The form library stays where a form needs it").
const registrationFormCode = codePart('form.registration-form', () => import('./registration-form'));

/** Starts fetching the form's code: a code check that may open it starts it beside the check. */
export const loadRegistrationForm = registrationFormCode.load;

/** The registration form, while its code arrives a status line in its place. */
export function RegistrationFormPart(props: RegistrationFormOptions) {
  const { LL } = useI18nContext();
  return (
    <Suspense fallback={<p role="status">{LL.app.loading()}</p>}>
      <LoadedRegistrationForm {...props} />
    </Suspense>
  );
}

function LoadedRegistrationForm(props: RegistrationFormOptions) {
  const { RegistrationForm } = registrationFormCode.useCode();
  return <RegistrationForm {...props} />;
}
