import type { Route } from './+types/form-started';
import { FormStartedPage } from '@/features/registration/components/form-started-page';
import {
  noRegistrationPageData,
  RegistrationPageDataContext,
} from '@/features/registration/hooks/registration-page-data';
import { checkInvitation } from '@/features/registration/invitation-check.server';
import { registerAction } from '@/features/registration/register-action.server';
import { formClientAction } from '@/components/form/client-action';
import { pageMessages } from '@/lib/page-messages';

export const handle = pageMessages('registration', 'registrationPages');

export const action = (args: Route.ActionArgs) => registerAction(args);
export const clientAction = (args: Route.ClientActionArgs) => formClientAction(args);

export async function loader(args: Route.LoaderArgs) {
  return { invitation: await checkInvitation(args) };
}

/** A registration begun earlier in this tab, on a page of its own, with the invitation checked again. */
export default function FormStartedRoute({ loaderData }: Route.ComponentProps) {
  return (
    <RegistrationPageDataContext value={{ ...noRegistrationPageData, invitation: loaderData.invitation }}>
      <FormStartedPage />
    </RegistrationPageDataContext>
  );
}
