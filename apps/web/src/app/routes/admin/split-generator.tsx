import { useI18nContext } from '@acq/locales/react';
import type { Route } from './+types/split-generator';
import { PageHeading } from '@/components/layout/page-heading';
import { AdminGate } from '@/features/admin/components/admin-gate';
import { SplitGenerator } from '@/features/admin/components/split-generator';
import { adminLoader } from '@/features/admin/admin-check.server';
import { pageMessages } from '@/lib/page-messages';

export const handle = pageMessages('screenPages');

export const loader = (args: Route.LoaderArgs) => adminLoader(args);

export default function SplitGeneratorPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18nContext();
  return (
    <>
      <PageHeading title={LL.screenPages.splitGenerator.heading()} />
      <p className="lead">{LL.screenPages.splitGenerator.body()}</p>
      <AdminGate answer={loaderData.admin}>
        <SplitGenerator />
      </AdminGate>
    </>
  );
}
