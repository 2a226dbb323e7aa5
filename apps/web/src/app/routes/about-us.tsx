import { useI18nContext } from '@acq/locales/react';
import { PageHeading } from '@/components/layout/page-heading';
import { BenefitsCarousel } from '@/features/about-us/components/benefits-carousel';

export default function AboutUsPage() {
  const { LL } = useI18nContext();
  return (
    <>
      <PageHeading title={LL.pages.aboutUs.heading()} />
      <p className="lead">{LL.pages.aboutUs.body()}</p>
      <BenefitsCarousel />
    </>
  );
}
