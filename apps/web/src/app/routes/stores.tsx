import { useI18nContext } from '@acq/locales/react';
import { PageHeading } from '@/components/layout/page-heading';
import { StoreList } from '@/features/stores/components/store-list';

export default function StoresPage() {
  const { LL } = useI18nContext();
  return (
    <>
      <PageHeading title={LL.pages.stores.heading()} />
      <p className="lead">{LL.pages.stores.body()}</p>
      <StoreList />
    </>
  );
}
