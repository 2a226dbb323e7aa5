import { useI18nContext } from '@acq/locales/react';
import { PageHeading } from '@/components/layout/page-heading';

export default function GiftVoucherPage() {
  const { LL } = useI18nContext();
  return (
    <>
      <PageHeading title={LL.pages.giftVoucher.heading()} />
      <p className="lead">{LL.pages.giftVoucher.body()}</p>
    </>
  );
}
