import type { Route } from './+types/social-second-step';
import { SocialSecondStepPage } from '@/features/registration/components/social-second-step-page';
import { keptTokens } from '@/lib/startup/kept-token';
import { loadTokenPage } from '@/lib/startup/token-page-loader.server';
import { registerAction } from '@/features/registration/register-action.server';
import { formClientAction } from '@/components/form/client-action';
import { pageMessages } from '@/lib/page-messages';

export const handle = pageMessages('registration', 'registrationPages');

export const loader = (args: Route.LoaderArgs) => loadTokenPage(args, keptTokens.socialSignUp);
export const action = (args: Route.ActionArgs) => registerAction(args);
export const clientAction = (args: Route.ClientActionArgs) => formClientAction(args);

/** Step 2 of social registration, for the e-mail of the social sign-in's kept token. */
export default function SocialSecondStepRoute({ loaderData }: Route.ComponentProps) {
  return <SocialSecondStepPage socialToken={loaderData.token} email={loaderData.email} />;
}
