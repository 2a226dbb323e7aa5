import { useI18nContext } from '@acq/locales/react';
import { Carousel } from '@/components/carousel/carousel';

export function CategoryCarousel() {
  const { LL } = useI18nContext();
  const text = LL.landingPage.carousel;
  return (
    <div className="landing-section">
      <h2>{text.heading()}</h2>
      <Carousel
        label={text.heading()}
        slides={[text.women(), text.men(), text.kids(), text.home(), text.beauty()].map((slide) => (
          <p key={slide}>{slide}</p>
        ))}
      />
    </div>
  );
}
