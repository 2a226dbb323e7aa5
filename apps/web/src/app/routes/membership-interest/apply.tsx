import { useI18nContext } from '@acq/locales/react';
import { PageHeading } from '@/components/layout/page-heading';

export default function MembershipInterestApplyPage() {
  const { LL } = useI18nContext();
  return (
    <>
      <PageHeading title={LL.pages.membershipInterestApply.heading()} />
      <p className="lead">{LL.pages.membershipInterestApply.body()}</p>
    </>
  );
}
