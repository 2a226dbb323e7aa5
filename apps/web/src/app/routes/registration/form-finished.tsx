import { useI18nContext } from '@acq/locales/react';
import { PageHeading } from '@/components/layout/page-heading';

export default function FormFinishedPage() {
  const { LL } = useI18nContext();
  return (
    <>
      <PageHeading title={LL.pages.formFinished.heading()} />
      <p className="lead">{LL.pages.formFinished.body()}</p>
    </>
  );
}
