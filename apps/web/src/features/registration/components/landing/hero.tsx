import { useI18nContext } from '@acq/locales/react';
import type { HeadlineKey } from '../../headline';

/** The hero's headline and subheadline; the viral texts name the inviter. */
export function Hero({ headline, inviter }: { headline: HeadlineKey; inviter: string | null }) {
  const { LL } = useI18nContext();
  const texts = LL.landingPage.headlines;
  const title = headline === 'viral' ? texts.viral.title({ inviter: inviter ?? '' }) : texts[headline].title();
  return (
    <header className="hero">
      <h1>{title}</h1>
      <p className="lead">{texts[headline].subtitle()}</p>
    </header>
  );
}
