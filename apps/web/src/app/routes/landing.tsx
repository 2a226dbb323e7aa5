import type { Route } from './+types/landing';
import { RegistrationPageDataContext } from '@/features/registration/hooks/registration-page-data';
import { LandingPage } from '@/features/registration/landing/landing-page';

export { landingLoader as loader } from '@/features/registration/landing/landing-loader.server';
export { landingClientLoader as clientLoader } from '@/features/registration/landing/landing-client-loader';
export { registerAction as action } from '@/features/registration/register-action.server';
export { formClientAction as clientAction } from '@/components/form/client-action';

/** The landing page (docs/product.md §2) with its code, approval and kept tokens from the loader. */
export default function LandingRoute({ loaderData }: Route.ComponentProps) {
  return (
    <RegistrationPageDataContext value={loaderData}>
      <LandingPage />
    </RegistrationPageDataContext>
  );
}
