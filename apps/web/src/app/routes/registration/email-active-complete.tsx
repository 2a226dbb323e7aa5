import { useI18nContext } from '@acq/locales/react';
import { PageHeading } from '@/components/layout/page-heading';

export default function EmailActiveCompletePage() {
  const { LL } = useI18nContext();
  return (
    <>
      <PageHeading title={LL.pages.emailActiveComplete.heading()} />
      <p className="lead">{LL.pages.emailActiveComplete.body()}</p>
    </>
  );
}
