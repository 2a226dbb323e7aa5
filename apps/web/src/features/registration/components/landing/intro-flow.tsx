import { useI18nContext } from '@acq/locales/react';
import { useState } from 'react';
import { Stepper } from '@/components/stepper/stepper';
import type { IntroFlow as Flow } from '@/lib/experiments/landing-options';
import type { Offer } from '../../offer';

/**
 * The horizontal intro flow: welcome, luxury brands, confidence, create account (the long flow);
 * the short flow only welcome and create account. "Create account" states the page's offer.
 * "Create account" and "Skip" lead to the registration area.
 */
export function IntroFlow({ flow, offer }: { flow: Flow; offer: Offer }) {
  const { LL } = useI18nContext();
  const text = LL.landingPage.intro;
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(true);
  if (flow === 'none' || !open) return null;
  const welcome = [text.welcomeTitle(), text.welcomeText()] as const;
  const createText = offer.minimumOrderValue ? text.createOffer.withMov : text.createOffer.noMov;
  const create = [text.createTitle(), createText({ percent: offer.percent })] as const;
  const screens =
    flow === 'short'
      ? [welcome, create]
      : [
          welcome,
          [text.brandsTitle(), text.brandsText()] as const,
          [text.confidenceTitle(), text.confidenceText()] as const,
          create,
        ];
  const [title, body] = screens[index] ?? welcome;
  const last = index === screens.length - 1;
  const toForm = () => {
    setOpen(false);
    document.getElementById('registration')?.scrollIntoView();
  };
  return (
    <section className="intro-flow" aria-label={text.label()} data-intro-flow={flow}>
      <Stepper steps={screens.map(([screenTitle]) => screenTitle)} current={index} />
      <h2>{title}</h2>
      <p>{body}</p>
      <div className="intro-flow__actions">
        {!last && (
          <button type="button" className="button-link" onClick={toForm}>
            {text.skip()}
          </button>
        )}
        <button type="button" onClick={last ? toForm : () => setIndex(index + 1)}>
          {last ? text.start() : text.next()}
        </button>
      </div>
    </section>
  );
}
