import { useI18nContext } from '@acq/locales/react';
import { useSearchParams } from 'react-router';
import { PageHeading } from '@/components/layout/page-heading';
import { PageLink } from '@/components/layout/page-link';
import { useLocalisedPath } from '@/lib/use-localised-path';
import { pageMessages } from '@/lib/page-messages';

export const handle = pageMessages('registrationPages');

/** "Activation unsuccessful": an invalid link (`?reason=invalid-link`) or a failed attempt. */
export default function ActivateAccountErrorPage() {
  const { LL } = useI18nContext();
  const [searchParams] = useSearchParams();
  const invalidLink = searchParams.get('reason') === 'invalid-link';
  const text = LL.registrationPages.activateAccountError;
  return (
    <>
      <PageHeading title={text.heading()} />
      <p className="lead">{invalidLink ? text.invalidLink() : text.failed()}</p>
      <PageLink className="button" to={useLocalisedPath('/')}>
        {text.backToRegistration()}
      </PageLink>
    </>
  );
}
