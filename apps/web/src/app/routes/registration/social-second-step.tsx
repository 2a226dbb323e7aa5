import { useI18nContext } from '@acq/locales/react';
import { PageHeading } from '@/components/layout/page-heading';

export default function SocialSecondStepPage() {
  const { LL } = useI18nContext();
  return (
    <>
      <PageHeading title={LL.pages.socialSecondStep.heading()} />
      <p className="lead">{LL.pages.socialSecondStep.body()}</p>
    </>
  );
}
