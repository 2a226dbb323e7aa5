import { useI18nContext } from '@acq/locales/react';

export function Benefits() {
  const { LL } = useI18nContext();
  const text = LL.landingPage.benefits;
  return (
    <section className="landing-section" aria-labelledby="benefits-heading">
      <h2 id="benefits-heading">{text.heading()}</h2>
      <ul className="benefits">
        {[text.discounts(), text.labels(), text.daily(), text.shipping()].map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
    </section>
  );
}
