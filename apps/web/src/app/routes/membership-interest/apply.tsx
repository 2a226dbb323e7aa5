import { useI18nContext } from '@acq/locales/react';
import { PageHeading } from '@/components/layout/page-heading';
import { ApplyForm } from '@/features/membership-interest/components/apply-form';
import { applyAction } from '@/features/membership-interest/apply-action.server';

export const action = applyAction;
export { formClientAction as clientAction } from '@/components/form/client-action';

export default function MembershipInterestApplyPage() {
  const { LL } = useI18nContext();
  return (
    <>
      <PageHeading title={LL.pages.membershipInterestApply.heading()} />
      <p className="lead">{LL.pages.membershipInterestApply.body()}</p>
      <ApplyForm />
    </>
  );
}
