import type { Route } from './+types/form-started';
import { FormStartedPage } from '@/features/registration/components/form-started-page';
import {
  noRegistrationPageData,
  RegistrationPageDataContext,
} from '@/features/registration/hooks/registration-page-data';
import { checkInvitation } from '@/features/registration/invitation-check.server';

export { registerAction as action } from '@/features/registration/register-action.server';
export { formClientAction as clientAction } from '@/components/form/client-action';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { invitation: await checkInvitation(request, context) };
}

/** A registration begun earlier in this tab, on a page of its own, with the invitation checked again. */
export default function FormStartedRoute({ loaderData }: Route.ComponentProps) {
  return (
    <RegistrationPageDataContext value={{ ...noRegistrationPageData, invitation: loaderData.invitation }}>
      <FormStartedPage />
    </RegistrationPageDataContext>
  );
}
