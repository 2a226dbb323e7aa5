import { useI18nContext } from '@acq/locales/react';
import type { SeasonalBanner as Banner } from '@/lib/experiments/landing-options';

const bannerText = { 'black-friday': 'blackFriday', 'black-week': 'blackWeek', 'cyber-monday': 'cyberMonday' } as const;

/** The Black Friday, Black Week or Cyber Monday banner above the hero. */
export function SeasonalBanner({ banner }: { banner: Banner }) {
  const { LL } = useI18nContext();
  if (banner === 'none') return null;
  return (
    <p className="seasonal-banner" data-banner={banner}>
      {LL.landingPage.banners[bannerText[banner]]()}
    </p>
  );
}
