import { useI18nContext } from '@acq/locales/react';
import { PageHeading } from '@/components/layout/page-heading';

export default function ActivateAccountPage() {
  const { LL } = useI18nContext();
  return (
    <>
      <PageHeading title={LL.pages.activateAccount.heading()} />
      <p className="lead">{LL.pages.activateAccount.body()}</p>
    </>
  );
}
