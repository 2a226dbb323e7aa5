import { useI18nContext } from '@acq/locales/react';
import { useEffect } from 'react';
import { PageHeading } from '@/components/layout/page-heading';
import { useRuntimeSettings } from '@/lib/runtime-settings-context';

/** How long "you are already a member" stays before the login page takes over. */
export const loginRedirectDelayMs = 5000;

/** The account exists and is active: the visitor is taken to the login page after a moment. */
export function EmailActiveCompletePage() {
  const { LL } = useI18nContext();
  const { loginUrl } = useRuntimeSettings();
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.assign(loginUrl), loginRedirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [loginUrl]);
  return (
    <>
      <PageHeading title={LL.pages.emailActiveComplete.heading()} />
      <p className="lead">{LL.pages.emailActiveComplete.body()}</p>
      <a className="button" href={loginUrl}>
        {LL.pages.emailActiveComplete.loginNow()}
      </a>
    </>
  );
}
