import { useI18nContext } from '@acq/locales/react';
import { PageHeading } from '@/components/layout/page-heading';
import { PageLink } from '@/components/layout/page-link';
import { useLocalisedPath } from '@/lib/use-localised-path';
import { updateRegistrationState } from '../state/registration-state';

/** The account waits for activation and the mail went out again; another address may be used instead. */
export function EmailPendingCompletePage() {
  const { LL } = useI18nContext();
  const text = LL.registrationPages.emailPendingComplete;
  return (
    <>
      <PageHeading title={text.heading()} />
      <p className="lead">{text.body()}</p>
      <PageLink
        className="button"
        to={useLocalisedPath('/')}
        onClick={() => updateRegistrationState({ registrationEmail: '' })}
      >
        {text.useAnotherAddress()}
      </PageLink>
    </>
  );
}
