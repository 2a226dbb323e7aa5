import type { Route } from './+types/social-second-step';
import { SocialSecondStepPage } from '@/features/registration/components/social-second-step-page';
import { keptTokens } from '@/lib/startup/kept-token';
import { tokenPageLoader } from '@/lib/startup/token-page-loader.server';

export const loader = tokenPageLoader(keptTokens.socialSignUp);
export { registerAction as action } from '@/features/registration/register-action.server';
export { formClientAction as clientAction } from '@/components/form/client-action';

/** Step 2 of social registration, for the e-mail of the social sign-in's kept token. */
export default function SocialSecondStepRoute({ loaderData }: Route.ComponentProps) {
  return <SocialSecondStepPage socialToken={loaderData.token} email={loaderData.email} />;
}
