import { useI18nContext } from '@acq/locales/react';
import { PageHeading } from '@/components/layout/page-heading';
import { ApplyForm } from '@/features/membership-interest/components/apply-form';
import type { Route } from './+types/apply';
import { applyAction } from '@/features/membership-interest/apply-action.server';
import { formClientAction } from '@/components/form/client-action';
import { pageMessages } from '@/lib/page-messages';

export const handle = pageMessages('registration');

export const action = (args: Route.ActionArgs) => applyAction(args);
export const clientAction = (args: Route.ClientActionArgs) => formClientAction(args);

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
