import type { Route } from './+types/activate-account';
import { ActivateAccountPage } from '@/features/registration/components/activate-account-page';
import { activateAction } from '@/features/registration/activate-action.server';
import { formClientAction } from '@/components/form/client-action';
import { pageMessages } from '@/lib/page-messages';

export const handle = pageMessages('registration', 'registrationPages');

export const action = (args: Route.ActionArgs) => activateAction(args);
export const clientAction = (args: Route.ClientActionArgs) => formClientAction(args);

export default function ActivateAccountRoute() {
  return <ActivateAccountPage />;
}
