import { FeatureValuesContext } from '@/lib/experiments/feature-values';
import { screen, within } from '@testing-library/react';
import type { Locales } from '@acq/locales/types';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type LandingFeatureKey } from '@/lib/experiments/landing-options';
import type { ContextType } from 'react';
import { keptTokens } from '@/lib/startup/kept-token';
import { keptTokenCookieHeader } from '@/testing/kept-token-cookie';
import { renderAppPart } from '@/testing/render-app-part';
import {
  noRegistrationPageData,
  RegistrationPageDataContext,
  type RegistrationPageData,
} from '../../hooks/registration-page-data';
import { registerAction } from '../../register-action.server';
import { landingLoader } from '../../landing-loader.server';
import { LandingPage } from './landing-page';

afterEach(() => sessionStorage.clear());

/** The landing page as its route renders it: the loader's data handed to the registration forms. */
const landingRoute =
  (options: ContextType<typeof FeatureValuesContext>) =>
  ({ loaderData }: { loaderData?: RegistrationPageData }) => (
    <FeatureValuesContext value={options}>
      <RegistrationPageDataContext value={loaderData ?? noRegistrationPageData}>
        <LandingPage />
      </RegistrationPageDataContext>
    </FeatureValuesContext>
  );

function renderLanding(
  features: Partial<Record<LandingFeatureKey, string>>,
  { locale = 'en', path = '/' }: { locale?: Locales; path?: string } = {},
) {
  const source = { featureValue: (key: string) => features[key as LandingFeatureKey] ?? null };
  return renderAppPart(
    landingRoute(source),
    // The page's loader only where the address brings a code to check.
    { locale, path, action: registerAction, loader: path.includes('rc=') ? landingLoader : undefined },
  );
}

const heading = () => screen.getByRole('heading', { level: 1 });

describe('LandingPage variants', () => {
  it.each([
    ['default', 'Up to 75% off premium and luxury fashion'],
    ['social', 'Join the fashion club of over 3 million members'],
    ['viral', 'Up to 75% off premium and luxury fashion'], // no invitation: not "you have been invited"
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

  it('says whether the voucher needs a minimum order value (docs/product.md §9)', () => {
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

  it('states one offer everywhere when the headline names another percentage than the voucher', async () => {
    renderLanding({
      'landing-headline': 'social-20-percent-mov',
      'welcome-voucher': '10-percent-no-mov',
      'landing-intro-flow': 'short',
    });
    expect(heading()).toHaveTextContent('10% off your first order');
    expect(screen.getByText(/^10% off your first order, valid for 2 weeks/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Register now and get 10% off your first purchase.')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/20\s?%|minimum order value/);
  });

  it('lets a percentage headline imply the voucher and the intro’s offer', async () => {
    renderLanding({ 'landing-headline': 'social-20-percent-mov', 'landing-intro-flow': 'short' });
    expect(screen.getByText(/^20% off your first order from a minimum order value/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      screen.getByText('Register now and get 20% off your first purchase from a minimum order value.'),
    ).toBeInTheDocument();
  });

  it('forces options from the URL by index into their declared values', () => {
    const { container } = renderLanding(
      { 'landing-layout': 'only-mobile', 'welcome-voucher': '15-percent-mov' },
      { path: '/?landing-headline=4&landing-layout=1&landing-banner=3&welcome-voucher=99' },
    );
    expect(heading()).toHaveTextContent('Designer fashion for less'); // daba
    expect(container.querySelector('.landing')).toHaveAttribute('data-layout', 'center-single-column');
    expect(container.querySelector('[data-banner="cyber-monday"]')).toBeInTheDocument();
    // 99 is out of range: the experiment's value stays
    expect(container.querySelector('.welcome-voucher')).toHaveAttribute('data-voucher', '15-percent-mov');
  });

  it('shows the product-share headline and the members-only popup for a shared product of this site', () => {
    renderLanding({}, { path: '/?previousPDPPage=%2Fp%2Fblazer-123' });
    expect(heading()).toHaveTextContent('A member has shared a product with you');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('acq:registration')!)).toMatchObject({
      previousPDPPage: '/p/blazer-123',
      sourcePath: '/',
    });
  });

  it('ignores a product page on another site', () => {
    renderLanding({}, { path: '/?previousPDPPage=https%3A%2F%2Fevil.example%2Fp%2F1' });
    expect(heading()).toHaveTextContent('Up to 75% off premium and luxury fashion');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('acq:registration')).not.toContain('evil.example');
  });

  it('keeps the first landing page as the source path, unless a referring page names one', () => {
    const first = renderLanding({}, { path: '/de/summer-sale' });
    first.unmount();
    const second = renderLanding({}, { path: '/de/' });
    expect(JSON.parse(sessionStorage.getItem('acq:registration')!)).toMatchObject({ sourcePath: '/de/summer-sale' });
    second.unmount();
    renderLanding({}, { path: '/?sourcePath=%2Fwomen%2Fshoes' });
    expect(JSON.parse(sessionStorage.getItem('acq:registration')!)).toMatchObject({ sourcePath: '/women/shoes' });
  });

  it('walks through the long intro flow to the registration area', async () => {
    renderLanding({ 'landing-intro-flow': 'long' });
    const intro = screen.getByRole('region', { name: 'Welcome to Members Only' });
    for (const title of ['Welcome', 'Luxury brands', 'Shop with confidence']) {
      expect(within(intro).getByRole('heading', { level: 2 })).toHaveTextContent(title);
      await userEvent.click(within(intro).getByRole('button', { name: 'Next' }));
    }
    expect(within(intro).getByRole('heading', { level: 2 })).toHaveTextContent('Create your account');
    await userEvent.click(within(intro).getByRole('button', { name: 'Create account' }));
    expect(screen.queryByRole('region', { name: 'Welcome to Members Only' })).not.toBeInTheDocument();
  });

  it('reads the long intro flow’s former value `full` as `long`', () => {
    renderLanding({ 'landing-intro-flow': 'full' });
    expect(screen.getByRole('region', { name: 'Welcome to Members Only' })).toHaveAttribute('data-intro-flow', 'long');
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

  it('lets a visitor in from the waiting list only with an approval the backend vouches for', () => {
    renderLanding({ 'landing-registration-flow': 'waitingListApproved' });
    expect(screen.getByRole('button', { name: 'REGISTER NOW' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No invitation yet?' })).toBeInTheDocument();
  });

  it('registers an approved visitor without a code, without "No invitation yet?"', async () => {
    const approvalToken = ['{"alg":"HS256"}', '{"email":"approved@example.com"}']
      .map((part) => btoa(part).replace(/=+$/, ''))
      .join('.');
    const cookie = keptTokenCookieHeader(keptTokens.waitingListApproval, `${approvalToken}.signature`);
    renderAppPart(
      landingRoute({
        featureValue: (key) => (key === 'landing-registration-flow' ? 'waitingListApproved' : null),
      }),
      // The approval link's token, kept in its cookie by the landing page's loader.
      { loader: landingLoader, action: registerAction, cookie },
    );
    expect(await screen.findByRole('button', { name: 'COMPLETE REGISTRATION' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'REGISTER NOW' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No invitation yet?' })).not.toBeInTheDocument();
  });
});
