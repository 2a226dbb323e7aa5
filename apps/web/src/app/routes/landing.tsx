import { useLoaderData } from 'react-router';
import { LandingTokensContext } from '@/features/registration/hooks/use-landing-tokens';
import { LandingPage } from '@/features/registration/landing/landing-page';
import type { landingLoader } from './landing-loader';

export default function LandingRoute() {
  return (
    <LandingTokensContext value={useLoaderData<typeof landingLoader>()}>
      <LandingPage />
    </LandingTokensContext>
  );
}
