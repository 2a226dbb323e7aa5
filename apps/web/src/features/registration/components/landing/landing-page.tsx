import { useI18nContext } from '@acq/locales/react';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { HydratesApart } from '@/components/hydration/hydrates-apart';
import { ContentPicture } from '@/components/image/content-picture';
import { useLandingOptions } from '@/features/registration/hooks/use-landing-options';
import { useRuntimeSettings } from '@/lib/runtime-settings-context';
import { useStartupFacts } from '@/lib/startup-context';
import { InvitationArea } from '../invitation-area';
import { useInvitation } from '../../hooks/use-invitation';
import { usePostedFirstStep } from '../../hooks/use-posted-first-step';
import { useWaitingListApproval } from '../../hooks/use-waiting-list-approval';
import { readRegistrationState, updateRegistrationState, useRegistrationState } from '../../state/registration-state';
import { Benefits } from './benefits';
import { CallToAction, WaitingListBlock } from './call-to-action';
import { CategoryCarousel } from './category-carousel';
import { Faq } from './faq';
import { headlineKey } from '../../headline';
import { Hero } from './hero';
import { IntroFlow } from './intro-flow';
import { productPageUrl, sourcePathOf } from '../../landing-source';
import { offerOf } from '../../offer';
import { ProductPopup } from './product-popup';
import { SeasonalBanner } from './seasonal-banner';
import { SocialSignUp } from './social-sign-up';
import { WelcomeVoucher } from './welcome-voucher';
import './landing-page.css';
import './landing-offers.css';
import './landing-sign-up.css';
import './landing-sections.css';

const heroSizes = {
  'right-double-column': '(min-width: 64rem) calc(100vw - 34rem), 100vw',
  'center-single-column': '100vw',
  'only-mobile': '(min-width: 30rem) 30rem, 100vw',
} as const;

/**
 * The landing page (docs/product.md §2): which layout, flow, headline, voucher, intro and banner it shows
 * comes from the landing-page options that experiments set. While they may still change, the
 * variant areas keep their place but stay invisible, so nothing flickers or shifts.
 */
export function LandingPage() {
  const { LL } = useI18nContext();
  const options = useLandingOptions();
  const { webView } = useStartupFacts();
  const [searchParams] = useSearchParams();
  const invitation = useInvitation();
  const leanStep1Done = useRegistrationState((state) => !!state.leanStep1Done);
  const postedFirstStep = usePostedFirstStep();
  const { shopOrigins } = useRuntimeSettings();
  const { pathname } = useLocation();
  const previousPDPPage = productPageUrl(searchParams.get('previousPDPPage'), shopOrigins);
  const rawSourcePath = searchParams.get('sourcePath');
  const [productPopupOpen, setProductPopupOpen] = useState(() => previousPDPPage !== null);
  const [formKey, setFormKey] = useState(0);
  const flow = options.registrationFlow;
  const offer = offerOf({ voucher: options.welcomeVoucher, headline: options.headline });
  // A visitor let in from the waiting list is not told "No invitation yet?".
  const approved = useWaitingListApproval(flow).kind === 'approved';
  const headline = headlineKey({
    variant: options.headline,
    flow,
    invited: !!invitation.invitation,
    inviter: invitation.invitation?.inviter ?? null,
    onDetailsStep: (flow === 'leanStep1' || flow === 'leanStep2') && (!!leanStep1Done || !!postedFirstStep),
    offer,
    productShare: previousPDPPage !== null,
  });

  // Kept for the rest of the registration: the way back to the shared product after it, and the
  // path the registration is attributed to (the first landing page of the tab, unless a referring
  // page names one).
  useEffect(() => {
    const kept = readRegistrationState();
    const sourcePath = rawSourcePath || !kept.sourcePath ? sourcePathOf(rawSourcePath, pathname) : kept.sourcePath;
    if (sourcePath !== kept.sourcePath || (previousPDPPage && previousPDPPage !== kept.previousPDPPage)) {
      updateRegistrationState({ sourcePath, ...(previousPDPPage ? { previousPDPPage } : {}) });
    }
  }, [previousPDPPage, rawSourcePath, pathname]);

  return (
    <div className={`landing landing--${options.layout}`} data-layout={options.layout} data-flow={flow}>
      <title>{LL.app.title()}</title>
      <div className="landing__variants">
        <SeasonalBanner banner={options.banner} />
        <IntroFlow flow={options.introFlow} offer={offer} />
        <div className="landing__top">
          <div className="landing__hero">
            {/* The page's largest image: loaded first. Beside the form it takes the column's
                width, over the form the page's, and on a phone the screen's. */}
            <ContentPicture id="hero" className="landing__hero-image" priority sizes={heroSizes[options.layout]} />
            <div className="landing__hero-copy">
              <Hero headline={headline} inviter={invitation.invitation?.inviter ?? null} />
              <WelcomeVoucher offer={offer} />
            </div>
          </div>
          <div className="landing__registration" id="registration">
            <InvitationArea
              flow={flow}
              invitation={invitation}
              formKey={formKey}
              socialSignUp={webView ? null : <SocialSignUp />}
            />
          </div>
        </div>
      </div>
      <HydratesApart part={Benefits} />
      <HydratesApart part={CategoryCarousel} />
      <HydratesApart part={CallToAction} />
      <HydratesApart part={Faq} />
      {!invitation.invitation && !approved && <HydratesApart part={WaitingListBlock} />}
      {productPopupOpen && (
        <ProductPopup onEmail={() => setFormKey((key) => key + 1)} onClose={() => setProductPopupOpen(false)} />
      )}
    </div>
  );
}
