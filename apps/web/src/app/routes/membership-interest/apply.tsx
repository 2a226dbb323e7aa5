import { useI18nContext } from '@acq/locales/react';
import { useNavigate } from 'react-router';
import { PageHeading } from '@/components/layout/page-heading';
import { useLocalisedPath } from '@/lib/use-localised-path';
import { ApplyForm } from '@/features/membership-interest/components/apply-form';

export default function MembershipInterestApplyPage() {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const confirmationPath = useLocalisedPath('/membership-interest/confirmation');
  return (
    <>
      <PageHeading title={LL.pages.membershipInterestApply.heading()} />
      <p className="lead">{LL.pages.membershipInterestApply.body()}</p>
      <ApplyForm onApplied={() => void navigate(confirmationPath)} />
    </>
  );
}
