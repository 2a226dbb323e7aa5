import { useI18nContext } from '@acq/locales/react';
import { useSearchParams } from 'react-router';
import { PageHeading } from '@/components/layout/page-heading';
import { PageLink } from '@/components/layout/page-link';
import { useLocalisedPath } from '@/lib/use-localised-path';

/**
 * "Access denied": an invalid invitation, or (`?reason=expired`) an expired one. Without a valid
 * invitation a visitor can still apply for membership, so the page offers that way on.
 */
export default function DenyPage() {
  const { LL } = useI18nContext();
  const [searchParams] = useSearchParams();
  const expired = searchParams.get('reason') === 'expired';
  return (
    <>
      <PageHeading title={LL.pages.deny.heading()} />
      <p className="lead">{expired ? LL.pages.deny.expired() : LL.pages.deny.invalid()}</p>
      <p>{LL.pages.membershipInterest.body()}</p>
      <PageLink className="button" to={useLocalisedPath('/membership-interest')}>
        {LL.pages.membershipInterest.applyNow()}
      </PageLink>
    </>
  );
}
