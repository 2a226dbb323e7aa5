import { useI18nContext } from '@acq/locales/react';
import type { ReactNode } from 'react';
import type { RegistrationFlow } from '@/lib/experiments/landing-options';
import { PageLink } from '@/components/layout/page-link';
import { useLocalisedPath } from '@/lib/use-localised-path';
import type { useInvitation } from '../hooks/use-invitation';
import { useLandingTokens } from '../hooks/registration-page-data';
import { useWaitingListApproval } from '../hooks/use-waiting-list-approval';
import { CodeEntryForm } from './code-entry-form';
import { loadRegistrationForm, RegistrationFormPart } from './registration-form-part';
import { SocialRegistrationStart } from './social-registration-start';

interface InvitationAreaProps {
  flow: RegistrationFlow;
  invitation: ReturnType<typeof useInvitation>;
  /** Changes when another part of the page filled in the registration state (the product popup). */
  formKey?: number;
  /** The social and phone sign-up buttons, shown below the registration form: they only announce. */
  socialSignUp?: ReactNode;
}

/**
 * The registration area of the landing page. A usable invitation opens the flow's registration:
 * the form (one step or lean), or social registration's sign-up with a social account. A visitor
 * let in from the waiting list registers without a code, once the backend vouched for the
 * approval. Otherwise the code-entry form and the way to apply for membership.
 */
export function InvitationArea({
  flow,
  invitation: { invitation, checked, problem, refused, failure, loading, restoring, check },
  formKey,
  socialSignUp,
}: InvitationAreaProps) {
  const { LL } = useI18nContext();
  const applyPath = useLocalisedPath('/membership-interest');
  const { emailToken } = useLandingTokens();
  const approval = useWaitingListApproval(flow);
  const text = LL.registration.flows.waitingList;

  if (approval.kind === 'approved') {
    return (
      <>
        <p className="lead" role="status">
          {text.approved()}
        </p>
        <RegistrationFormPart
          key={formKey}
          flow="waitingListApproved"
          invitation={invitation}
          approval={approval.approval}
        />
      </>
    );
  }
  if (invitation) {
    if (flow === 'socialRegistration') return <SocialRegistrationStart />;
    return (
      <>
        <RegistrationFormPart
          key={formKey}
          flow={flow}
          invitation={invitation}
          emailToken={flow === 'leanStep2' ? emailToken : null}
        />
        {socialSignUp}
      </>
    );
  }
  return (
    <div className="invitation-area">
      {restoring ? (
        <p role="status">{LL.app.loading()}</p>
      ) : (
        <>
          {approval.kind === 'refused' && (
            <p className="form-alert" role="alert">
              {text.refused()}
            </p>
          )}
          {approval.kind === 'failed' && (
            <p className="form-alert" role="alert">
              {text.checkFailed()} {LL.errors[approval.error]()}
            </p>
          )}
          <p>{LL.registration.codeRequired()}</p>
          <CodeEntryForm
            onCheck={(code) => {
              void loadRegistrationForm();
              return check(code);
            }}
            problem={problem}
            refused={refused}
            failure={failure}
            checking={loading}
            initialCode={checked?.code}
          />
          <PageLink to={applyPath}>{LL.registration.applyForMembership()}</PageLink>
        </>
      )}
    </div>
  );
}
