import { useI18nContext } from '@acq/locales/react';
import type { Route } from './+types/registration-link-generator';
import { PageHeading } from '@/components/layout/page-heading';
import { AdminGate } from '@/features/admin/components/admin-gate';
import { RegistrationLinkGenerator } from '@/features/admin/components/registration-link-generator';

export { adminLoader as loader } from '@/features/admin/admin-check.server';
export { linkAction as action } from '@/features/admin/link-action.server';
export { formClientAction as clientAction } from '@/components/form/client-action';

export default function RegistrationLinkGeneratorPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18nContext();
  return (
    <>
      <PageHeading title={LL.pages.registrationLinkGenerator.heading()} />
      <p className="lead">{LL.pages.registrationLinkGenerator.body()}</p>
      <AdminGate answer={loaderData.admin}>
        <RegistrationLinkGenerator />
      </AdminGate>
    </>
  );
}
