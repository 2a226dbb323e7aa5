import type { Route } from './+types/form-finished';
import { FormFinishedPage } from '@/features/registration/components/form-finished-page';
import { registrationEmailOf } from '@/features/registration/registration-email.server';

export { resendAction as action } from '@/features/registration/resend-action.server';
export { formClientAction as clientAction } from '@/components/form/client-action';

export async function loader({ request }: Route.LoaderArgs) {
  return { registeredEmail: await registrationEmailOf(request) };
}

export default function FormFinishedRoute({ loaderData }: Route.ComponentProps) {
  return <FormFinishedPage registeredEmail={loaderData.registeredEmail} />;
}
