import { useI18nContext } from '@acq/locales/react';
import { memo, Suspense } from 'react';
import { codePart } from '@/lib/code-part';
import type { RegistrationFormOptions } from '../hooks/use-registration-form';

// The registration form's code loads when the page shows it: `/` shows it only after a valid code,
// and a page the server rendered with it hydrates first, then the form
// (docs/decisions/0034-forms-on-the-browsers-controls.md,
// docs/decisions/0023-registration-form-after-the-page.md).
const registrationFormCode = codePart('form.registration-form', () => import('./registration-form'));

/** Starts fetching the form's code: a code check that may open it starts it beside the check. */
export const loadRegistrationForm = registrationFormCode.load;

/** The registration form, while its code arrives a status line in its place. */
export function RegistrationFormPart(props: RegistrationFormOptions) {
  return <Boundary options={registrationFormCode.useShownProps(props)} />;
}

// A memo: the page's updates reach the boundary only through `useShownProps` (lib/code-part.ts).
const Boundary = memo(function Boundary({ options }: { options: RegistrationFormOptions }) {
  const { LL } = useI18nContext();
  return (
    <Suspense fallback={<p role="status">{LL.app.loading()}</p>}>
      <LoadedRegistrationForm {...options} />
    </Suspense>
  );
});

function LoadedRegistrationForm(props: RegistrationFormOptions) {
  const { RegistrationForm } = registrationFormCode.useCode();
  return <RegistrationForm {...props} />;
}
