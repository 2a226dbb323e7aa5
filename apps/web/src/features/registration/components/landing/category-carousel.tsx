import { useI18nContext } from '@acq/locales/react';
import { Carousel } from '@/components/carousel/carousel';
import { ContentPicture } from '@/components/image/content-picture';

// Each slide's image is the content entry of the same name (content/images).
const categories = ['women', 'men', 'kids', 'home', 'beauty'] as const;

export function CategoryCarousel() {
  const { LL } = useI18nContext();
  const text = LL.landingPage.carousel;
  return (
    <div className="landing-section landing-section--carousel">
      <h2>{text.heading()}</h2>
      <Carousel
        label={text.heading()}
        slides={categories.map((category) => (
          <figure key={category} className="category-slide">
            <ContentPicture id={category} className="category-slide__image" sizes="(min-width: 76rem) 72rem, 100vw" />
            <figcaption className="category-slide__caption">{text[category]()}</figcaption>
          </figure>
        ))}
      />
    </div>
  );
}
