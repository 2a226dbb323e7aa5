import { useI18nContext } from '@acq/locales/react';
import { PageHeading } from '@/components/layout/page-heading';

export default function SplitGeneratorPage() {
  const { LL } = useI18nContext();
  return (
    <>
      <PageHeading title={LL.pages.splitGenerator.heading()} />
      <p className="lead">{LL.pages.splitGenerator.body()}</p>
    </>
  );
}
