import { useI18nContext } from '@acq/locales/react';
import { useId, useState, type ReactNode } from 'react';
import './carousel.css';

interface CarouselProps {
  label: string;
  slides: readonly ReactNode[];
}

/**
 * An accessible carousel (WAI-ARIA APG pattern): one slide at a time, previous/next buttons,
 * "slide x of n" announced politely, no autoplay.
 */
export function Carousel({ label, slides }: CarouselProps) {
  const { LL } = useI18nContext();
  const id = useId();
  const [current, setCurrent] = useState(0);
  const total = slides.length;
  const move = (step: number) => setCurrent((index) => (index + step + total) % total);
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={label}>
      <div className="carousel__slides" id={`${id}-slides`} aria-live="polite">
        {slides.map((slide, index) => (
          <div
            key={index}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={LL.carousel.slideOf({ current: index + 1, total })}
            hidden={index !== current}
          >
            {slide}
          </div>
        ))}
      </div>
      <div className="carousel__controls">
        <button type="button" aria-controls={`${id}-slides`} onClick={() => move(-1)}>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">{LL.carousel.previous()}</span>
        </button>
        <span aria-hidden="true">
          {current + 1} / {total}
        </span>
        <button type="button" aria-controls={`${id}-slides`} onClick={() => move(1)}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">{LL.carousel.next()}</span>
        </button>
      </div>
    </section>
  );
}
