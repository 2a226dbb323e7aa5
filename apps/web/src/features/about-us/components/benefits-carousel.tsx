import { useI18nContext } from '@acq/locales/react';
import { Carousel } from '@/components/carousel/carousel';

// docs/product.md §2 "About us": the member benefits, in this order.
const benefits = ['invitation', 'fashion', 'designers', 'exclusivity', 'countries'] as const;

/** The carousel of member benefits on the about-us page. */
export function BenefitsCarousel() {
  const { LL } = useI18nContext();
  const slides = LL.screenPages.aboutUs.slides;
  return (
    <Carousel
      label={LL.screenPages.aboutUs.carouselLabel()}
      slides={benefits.map((benefit) => (
        <>
          <h2>{slides[benefit].title()}</h2>
          <p>{slides[benefit].text()}</p>
        </>
      ))}
    />
  );
}
