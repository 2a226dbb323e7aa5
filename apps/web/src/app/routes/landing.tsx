import { useI18nContext } from '@acq/locales/react';
import { useSearchParams } from 'react-router-dom';
import { InvitationCheck } from '@/features/invitation/components/invitation-check';

export default function LandingPage() {
  const { LL } = useI18nContext();
  const [searchParams] = useSearchParams();
  return (
    <div className="landing">
      <title>{LL.app.title()}</title>
      <h1>{LL.landing.headline()}</h1>
      <p className="lead">{LL.landing.subheadline()}</p>
      <InvitationCheck initialCode={searchParams.get('rc')} validityTimestamp={searchParams.get('validityTimestamp')} />
    </div>
  );
}
