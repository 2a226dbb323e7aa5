import { useI18nContext } from '@acq/locales/react';
import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '@/components/layout/page-heading';

/** "Activation unsuccessful": an invalid link (`?reason=invalid-link`) or a failed attempt. */
export default function ActivateAccountErrorPage() {
  const { LL } = useI18nContext();
  const [searchParams] = useSearchParams();
  const invalidLink = searchParams.get('reason') === 'invalid-link';
  return (
    <>
      <PageHeading title={LL.pages.activateAccountError.heading()} />
      <p className="lead">
        {invalidLink ? LL.pages.activateAccountError.invalidLink() : LL.pages.activateAccountError.failed()}
      </p>
    </>
  );
}
