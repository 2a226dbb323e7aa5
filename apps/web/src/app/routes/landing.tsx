import { useI18nContext } from '@acq/locales/react';
import { useSearchParams } from 'react-router-dom';
import { InvitationCheck } from '@/features/invitation/components/invitation-check';

export function LandingRoute() {
  const { LL } = useI18nContext();
  const [searchParams] = useSearchParams();
  return (
    <main className="page page--centered" id="main">
      <title>{LL.app.title()}</title>
      <p className="brand">{LL.app.name()}</p>
      <h1>{LL.landing.headline()}</h1>
      <p className="lead">{LL.landing.subheadline()}</p>
      <InvitationCheck initialCode={searchParams.get('rc')} validityTimestamp={searchParams.get('validityTimestamp')} />
    </main>
  );
}
