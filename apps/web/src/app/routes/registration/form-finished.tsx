import type { Route } from './+types/form-finished';
import { FormFinishedPage } from '@/features/registration/components/form-finished-page';
import { registrationEmailOf } from '@/features/registration/registration-email.server';
import { resendAction } from '@/features/registration/resend-action.server';
import { formClientAction } from '@/components/form/client-action';
import { pageMessages } from '@/lib/page-messages';

export const handle = pageMessages('registration', 'registrationPages');

export const action = (args: Route.ActionArgs) => resendAction(args);
export const clientAction = (args: Route.ClientActionArgs) => formClientAction(args);

export async function loader({ request }: Route.LoaderArgs) {
  return { registeredEmail: await registrationEmailOf(request) };
}

export default function FormFinishedRoute({ loaderData }: Route.ComponentProps) {
  return <FormFinishedPage registeredEmail={loaderData.registeredEmail} />;
}
