import type { LoaderFunctionArgs } from 'react-router';
import { checkInvitation } from '../invitation-check.server';
import { useI18nContext } from '@acq/locales/react';
import { PageHeading } from '@/components/layout/page-heading';
import { useLandingOptions } from '@/lib/landing-options';
import { InvitationArea } from '../components/invitation-area';
import { useInvitation } from '../hooks/use-invitation';

/** A registration begun earlier in this tab, on a page of its own: the kept invitation and values. */
export default function FormStartedPage() {
  const { LL } = useI18nContext();
  const { registrationFlow } = useLandingOptions();
  const invitation = useInvitation();
  return (
    <div className="form-started">
      <PageHeading title={LL.pages.formStarted.heading()} />
      <p className="lead">{LL.pages.formStarted.body()}</p>
      <InvitationArea flow={registrationFlow} invitation={invitation} />
    </div>
  );
}

export { registerAction as action } from '../register-action.server';
export { formClientAction as clientAction } from '@/components/form/client-action';

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { invitation: await checkInvitation(request, context) };
}
