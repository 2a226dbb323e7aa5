import { useI18nContext } from '@acq/locales/react';
import type { Route } from './+types/registration-link-generator';
import { PageHeading } from '@/components/layout/page-heading';
import { AdminGate } from '@/features/admin/components/admin-gate';
import { RegistrationLinkGenerator } from '@/features/admin/components/registration-link-generator';
import { adminLoader } from '@/features/admin/admin-check.server';
import { linkAction } from '@/features/admin/link-action.server';
import { formClientAction } from '@/components/form/client-action';
import { pageMessages } from '@/lib/page-messages';

export const handle = pageMessages('registration', 'screenPages');

export const loader = (args: Route.LoaderArgs) => adminLoader(args);
export const action = (args: Route.ActionArgs) => linkAction(args);
export const clientAction = (args: Route.ClientActionArgs) => formClientAction(args);

export default function RegistrationLinkGeneratorPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18nContext();
  return (
    <>
      <PageHeading title={LL.screenPages.registrationLinkGenerator.heading()} />
      <p className="lead">{LL.screenPages.registrationLinkGenerator.body()}</p>
      <AdminGate answer={loaderData.admin}>
        <RegistrationLinkGenerator />
      </AdminGate>
    </>
  );
}
