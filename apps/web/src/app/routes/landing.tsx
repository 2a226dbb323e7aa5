import { useLoaderData } from 'react-router';
import type { LandingData } from '@/features/registration/landing/landing-loader.server';
import { LandingTokensContext } from '@/features/registration/hooks/use-landing-tokens';
import { LandingPage } from '@/features/registration/landing/landing-page';

export { landingLoader as loader } from '@/features/registration/landing/landing-loader.server';
export { registerAction as action } from '@/features/registration/register-action.server';
export { formClientAction as clientAction } from '@/components/form/client-action';
export { landingClientLoader as clientLoader } from '@/features/registration/landing/landing-client-loader';

export default function LandingRoute() {
  return (
    <LandingTokensContext value={useLoaderData<LandingData>().tokens}>
      <LandingPage />
    </LandingTokensContext>
  );
}
