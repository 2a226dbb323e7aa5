import { useI18nContext } from '@acq/locales/react';
import { PageHeading } from '@/components/layout/page-heading';
import { AdminGate } from '@/features/admin/components/admin-gate';
import { SplitGenerator } from '@/features/admin/components/split-generator';

export { adminLoader as loader } from '@/features/admin/admin-check.server';

export default function SplitGeneratorPage() {
  const { LL } = useI18nContext();
  return (
    <>
      <PageHeading title={LL.pages.splitGenerator.heading()} />
      <p className="lead">{LL.pages.splitGenerator.body()}</p>
      <AdminGate>
        <SplitGenerator />
      </AdminGate>
    </>
  );
}
