import type { Route } from './+types/landing';
import { RegistrationPageDataContext } from '@/features/registration/hooks/registration-page-data';
import { LandingPage } from '@/features/registration/components/landing/landing-page';

import { landingLoader } from '@/features/registration/landing-loader.server';
import { landingClientLoader } from '@/features/registration/hooks/landing-client-loader';
import { registerAction } from '@/features/registration/register-action.server';
import { formClientAction } from '@/components/form/client-action';
import { pageMessages } from '@/lib/page-messages';

export const handle = pageMessages('images', 'landingPage', 'registration', 'registrationPages');

export const loader = (args: Route.LoaderArgs) => landingLoader(args);
export const clientLoader = (args: Route.ClientLoaderArgs) => landingClientLoader(args);
export const action = (args: Route.ActionArgs) => registerAction(args);
export const clientAction = (args: Route.ClientActionArgs) => formClientAction(args);

/** The landing page (docs/product.md §2) with its code, approval and kept tokens from the loader. */
export default function LandingRoute({ loaderData }: Route.ComponentProps) {
  return (
    <RegistrationPageDataContext value={loaderData}>
      <LandingPage />
    </RegistrationPageDataContext>
  );
}
