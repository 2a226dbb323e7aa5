import { useI18nContext } from '@acq/locales/react';
import { PageLink } from '@/components/layout/page-link';
import { useLocalisedPath } from '@/lib/use-localised-path';

/** "Ready to join?": back up to the registration area. */
export function CallToAction() {
  const { LL } = useI18nContext();
  const text = LL.landingPage.cta;
  return (
    <section className="landing-section landing-section--dark" aria-labelledby="cta-heading">
      <h2 id="cta-heading">{text.heading()}</h2>
      <p>{text.text()}</p>
      <a className="button" href="#registration">
        {text.button()}
      </a>
    </section>
  );
}

/** For visitors without an invitation: membership is limited, apply and wait for a place. */
export function WaitingListBlock() {
  const { LL } = useI18nContext();
  const text = LL.landingPage.waitingList;
  const applyPath = useLocalisedPath('/membership-interest');
  return (
    <section className="landing-section" aria-labelledby="waiting-list-heading">
      <h2 id="waiting-list-heading">{text.heading()}</h2>
      <p>{text.text()}</p>
      <PageLink className="button button--secondary" to={applyPath}>
        {text.button()}
      </PageLink>
    </section>
  );
}
