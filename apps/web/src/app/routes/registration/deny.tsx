import { useI18nContext } from '@acq/locales/react';
import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '@/components/layout/page-heading';

/** "Access denied": an invalid invitation, or (`?reason=expired`) an expired one. */
export default function DenyPage() {
  const { LL } = useI18nContext();
  const [searchParams] = useSearchParams();
  const expired = searchParams.get('reason') === 'expired';
  return (
    <>
      <PageHeading title={LL.pages.deny.heading()} />
      <p className="lead">{expired ? LL.pages.deny.expired() : LL.pages.deny.invalid()}</p>
    </>
  );
}
