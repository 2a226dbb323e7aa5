import { useI18nContext } from '@acq/locales/react';
import { ContentPicture } from '@/components/image/content-picture';
import { PageHeading } from '@/components/layout/page-heading';
import { StoreList } from '@/features/stores/components/store-list';
import { pageMessages } from '@/lib/page-messages';

export const handle = pageMessages('images', 'screenPages');

export default function StoresPage() {
  const { LL } = useI18nContext();
  return (
    <>
      <ContentPicture id="stores" className="page-image" priority sizes="(min-width: 44rem) 40rem, 100vw" />
      <PageHeading title={LL.screenPages.stores.heading()} />
      <p className="lead">{LL.screenPages.stores.body()}</p>
      <StoreList />
    </>
  );
}
