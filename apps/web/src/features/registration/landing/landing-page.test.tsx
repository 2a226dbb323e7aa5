import { screen, within } from '@testing-library/react';
import type { Locales } from '@acq/locales/types';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LandingOptionsContext, type LandingFeatureKey } from '@/lib/landing-options';
import { renderAppPart } from '@/testing/render-app-part';
import { LandingTokensContext, noLandingTokens } from '../hooks/use-landing-tokens';
import { LandingPage } from './landing-page';

afterEach(() => sessionStorage.clear());

function renderLanding(
  features: Partial<Record<LandingFeatureKey, string>>,
  { locale = 'en', isLoading = false }: { locale?: Locales; isLoading?: boolean } = {},
) {
  const source = { featureValue: (key: string) => features[key as LandingFeatureKey] ?? null, isLoading };
  return renderAppPart(
    <LandingOptionsContext value={source}>
      <LandingPage />
    </LandingOptionsContext>,
    { locale },
  );
}

const heading = () => screen.getByRole('heading', { level: 1 });

describe('LandingPage variants', () => {
  it.each([
    ['default', 'Up to 75% off premium and luxury fashion'],
    ['social', 'Join the fashion club of over 3 million members'],
    ['viral', 'You have been invited to join'],
    ['viralProductShare', 'A member has shared a product with you'],
    ['daba', 'Designer fashion for less'],
    ['leanRegistrationStep2', 'Almost done'],
    ['social-registration', 'Sign up in seconds'],
    ['social-registration-2nd-step', 'One last step'],
    ['social-10-percent-no-mov', '10% off your first order'],
    ['social-15-percent-no-mov', '15% off your first order'],
    ['social-15-percent-mov', '15% off your first order'],
    ['social-20-percent-mov', '20% off your first order'],
  ])('shows the %s headline', (variant, title) => {
    renderLanding({ 'landing-headline': variant });
    expect(heading()).toHaveTextContent(title);
  });

  it('says whether the voucher needs a minimum order value (SPEC.md §9)', () => {
    renderLanding({ 'landing-headline': 'social-15-percent-mov', 'welcome-voucher': '15-percent-mov' });
    expect(
      screen.getByText(/15% off your first order from a minimum order value, valid for 2 weeks/),
    ).toBeInTheDocument();
    expect(screen.getByText(/from a minimum order value\.$/)).toBeInTheDocument(); // the subheadline
  });

  it('shows the voucher without minimum order value in German', () => {
    renderLanding({ 'welcome-voucher': '10-percent-no-mov' }, { locale: 'de' });
    expect(screen.getByText('Willkommensgutschein')).toBeInTheDocument();
    expect(screen.queryByText(/Mindestbestellwert/)).not.toBeInTheDocument();
  });

  it.each([
    ['black-friday', /Black Friday/],
    ['black-week', /Black Week/],
    ['cyber-monday', /Cyber Monday/],
  ])('shows the %s banner', (banner, text) => {
    const { container } = renderLanding({ 'landing-banner': banner });
    expect(container.querySelector(`[data-banner="${banner}"]`)).toHaveTextContent(text);
  });

  it('walks through the full intro flow to the registration area', async () => {
    renderLanding({ 'landing-intro-flow': 'full' });
    const intro = screen.getByRole('region', { name: 'Welcome to Members Only' });
    for (const title of ['Welcome', 'Luxury brands', 'Shop with confidence']) {
      expect(within(intro).getByRole('heading', { level: 2 })).toHaveTextContent(title);
      await userEvent.click(within(intro).getByRole('button', { name: 'Next' }));
    }
    expect(within(intro).getByRole('heading', { level: 2 })).toHaveTextContent('Create your account');
    await userEvent.click(within(intro).getByRole('button', { name: 'Create account' }));
    expect(screen.queryByRole('region', { name: 'Welcome to Members Only' })).not.toBeInTheDocument();
  });

  it('keeps the short intro flow to welcome and create account', async () => {
    renderLanding({ 'landing-intro-flow': 'short' });
    const intro = screen.getByRole('region', { name: 'Welcome to Members Only' });
    await userEvent.click(within(intro).getByRole('button', { name: 'Next' }));
    expect(within(intro).getByRole('heading', { level: 2 })).toHaveTextContent('Create your account');
  });

  it.each(['right-double-column', 'center-single-column', 'only-mobile'])('lays the page out as %s', (layout) => {
    const { container } = renderLanding({ 'landing-layout': layout });
    expect(container.querySelector('.landing')).toHaveAttribute('data-layout', layout);
  });

  it('keeps the variant areas invisible but in place while experiments load', () => {
    const { container } = renderLanding({}, { isLoading: true });
    expect(container.querySelector('.landing')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.landing__variants')).toHaveClass('landing__variants--loading');
    expect(heading()).toBeInTheDocument();
  });

  it('lets a visitor in from the waiting list only with an approval the backend vouches for', () => {
    renderLanding({ 'landing-registration-flow': 'waitingListApproved' });
    expect(screen.getByRole('button', { name: 'REGISTER NOW' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No invitation yet?' })).toBeInTheDocument();
  });

  it('registers an approved visitor without a code, without "No invitation yet?"', async () => {
    const approvalToken = ['{"alg":"HS256"}', '{"email":"approved@example.com"}']
      .map((part) => btoa(part).replace(/=+$/, ''))
      .join('.');
    renderAppPart(
      <LandingOptionsContext
        value={{
          featureValue: (key) => (key === 'landing-registration-flow' ? 'waitingListApproved' : null),
          isLoading: false,
        }}
      >
        <LandingTokensContext value={{ ...noLandingTokens, approvalToken: `${approvalToken}.signature` }}>
          <LandingPage />
        </LandingTokensContext>
      </LandingOptionsContext>,
    );
    expect(await screen.findByRole('button', { name: 'COMPLETE REGISTRATION' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'REGISTER NOW' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No invitation yet?' })).not.toBeInTheDocument();
  });
});
