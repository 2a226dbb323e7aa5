import { useI18nContext } from '@acq/locales/react';
import { PageHeading } from '@/components/layout/page-heading';

export default function LobbyPage() {
  const { LL } = useI18nContext();
  return (
    <>
      <PageHeading title={LL.pages.lobby.heading()} />
      <p className="lead">{LL.pages.lobby.body()}</p>
    </>
  );
}
