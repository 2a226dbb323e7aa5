import { useI18nContext } from '@acq/locales/react';
import { PageHeading } from '@/components/layout/page-heading';
import { useLandingOptions } from '@/features/registration/hooks/use-landing-options';
import { InvitationArea } from './invitation-area';
import { useInvitation } from '../hooks/use-invitation';

/** A registration begun earlier in this tab, on a page of its own: the kept invitation and values. */
export function FormStartedPage() {
  const { LL } = useI18nContext();
  const { registrationFlow } = useLandingOptions();
  const invitation = useInvitation();
  return (
    <div className="form-started">
      <PageHeading title={LL.registrationPages.formStarted.heading()} />
      <p className="lead">{LL.registrationPages.formStarted.body()}</p>
      <InvitationArea flow={registrationFlow} invitation={invitation} />
    </div>
  );
}
