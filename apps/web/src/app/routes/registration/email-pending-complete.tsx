import { useI18nContext } from '@acq/locales/react';
import { Link } from 'react-router-dom';
import { PageHeading } from '@/components/layout/page-heading';
import { useLocalisedPath } from '@/lib/use-localised-path';

export default function EmailPendingCompletePage() {
  const { LL } = useI18nContext();
  return (
    <>
      <PageHeading title={LL.pages.emailPendingComplete.heading()} />
      <p className="lead">{LL.pages.emailPendingComplete.body()}</p>
      <Link to={useLocalisedPath('/')}>{LL.pages.emailPendingComplete.useAnotherAddress()}</Link>
    </>
  );
}
