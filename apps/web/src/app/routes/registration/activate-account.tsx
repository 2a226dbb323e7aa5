import { ActivateAccountPage } from '@/features/registration/components/activate-account-page';

export { activateAction as action } from '@/features/registration/activate-action.server';
export { formClientAction as clientAction } from '@/components/form/client-action';

export default function ActivateAccountRoute() {
  return <ActivateAccountPage />;
}
