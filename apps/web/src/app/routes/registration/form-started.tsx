import { useI18nContext } from '@acq/locales/react';
import { PageHeading } from '@/components/layout/page-heading';

export default function FormStartedPage() {
  const { LL } = useI18nContext();
  return (
    <>
      <PageHeading title={LL.pages.formStarted.heading()} />
      <p className="lead">{LL.pages.formStarted.body()}</p>
    </>
  );
}
