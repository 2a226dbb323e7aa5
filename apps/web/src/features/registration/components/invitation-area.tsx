import { useI18nContext } from '@acq/locales/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { RegistrationFlow } from '@/lib/landing-options';
import { useLocalisedPath } from '@/lib/use-localised-path';
import { visitorMessageFor } from '@/lib/request-errors';
import type { useInvitation } from '../hooks/use-invitation';
import { CodeEntryForm } from './code-entry-form';
import { RegistrationForm } from './registration-form';

interface InvitationAreaProps {
  flow: RegistrationFlow;
  invitation: ReturnType<typeof useInvitation>;
  /** Changes when another part of the page filled in the registration state (the product popup). */
  formKey?: number;
  /** The social and phone sign-up buttons, shown below the registration form: they only announce. */
  socialSignUp?: ReactNode;
}

/**
 * The registration area of the landing page: a usable invitation opens the registration form;
 * otherwise the code-entry form and the way to apply for membership. A visitor let in from the
 * waiting list registers without a code.
 */
export function InvitationArea({
  flow,
  invitation: { invitation, checked, problem, error, loading, check },
  formKey,
  socialSignUp,
}: InvitationAreaProps) {
  const { LL } = useI18nContext();
  const applyPath = useLocalisedPath('/membership-interest');
  if (invitation || (flow === 'waitingListApproved' && !checked)) {
    return (
      <>
        <RegistrationForm key={formKey} flow={flow} invitation={invitation} />
        {socialSignUp}
      </>
    );
  }
  return (
    <div className="invitation-area">
      {loading && !checked?.enteredByHand ? (
        <p role="status">{LL.app.loading()}</p>
      ) : (
        <>
          {error && (
            <p className="form-alert" role="alert">
              {LL.errors[visitorMessageFor(error)]()}
            </p>
          )}
          <p>{LL.registration.codeRequired()}</p>
          <CodeEntryForm onCheck={check} problem={problem} checking={loading} initialCode={checked?.code} />
          <Link to={applyPath}>{LL.registration.applyForMembership()}</Link>
        </>
      )}
    </div>
  );
}
