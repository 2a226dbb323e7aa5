import { useI18nContext } from '@acq/locales/react';
import { PageHeading } from '@/components/layout/page-heading';
import { PageLink } from '@/components/layout/page-link';
import { useLocalisedPath } from '@/lib/use-localised-path';

export default function MembershipInterestIntroPage() {
  const { LL } = useI18nContext();
  return (
    <>
      <PageHeading title={LL.pages.membershipInterest.heading()} />
      <p className="lead">{LL.pages.membershipInterest.body()}</p>
      <PageLink className="button" to={useLocalisedPath('/membership-interest/apply')}>
        {LL.pages.membershipInterest.applyNow()}
      </PageLink>
    </>
  );
}
