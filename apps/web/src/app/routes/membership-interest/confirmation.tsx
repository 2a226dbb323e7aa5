import { useI18nContext } from '@acq/locales/react';
import { PageHeading } from '@/components/layout/page-heading';

export default function MembershipInterestConfirmationPage() {
  const { LL } = useI18nContext();
  return (
    <>
      <PageHeading title={LL.pages.membershipInterestConfirmation.heading()} />
      <p className="lead">{LL.pages.membershipInterestConfirmation.body()}</p>
    </>
  );
}
