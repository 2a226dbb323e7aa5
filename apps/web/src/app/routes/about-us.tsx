import { useI18nContext } from '@acq/locales/react';
import { ContentPicture } from '@/components/image/content-picture';
import { PageHeading } from '@/components/layout/page-heading';
import { BenefitsCarousel } from '@/features/about-us/components/benefits-carousel';
import { pageMessages } from '@/lib/page-messages';

export const handle = pageMessages('images', 'screenPages');

export default function AboutUsPage() {
  const { LL } = useI18nContext();
  return (
    <>
      <ContentPicture id="about-us" className="page-image" priority sizes="(min-width: 44rem) 40rem, 100vw" />
      <PageHeading title={LL.screenPages.aboutUs.heading()} />
      <p className="lead">{LL.screenPages.aboutUs.body()}</p>
      <BenefitsCarousel />
    </>
  );
}
