import { useI18nContext } from '@acq/locales/react';
import { useEffect, useRef, useState } from 'react';
import { PageHeading } from '@/components/layout/page-heading';
import { useRuntimeSettings } from '@/lib/runtime-settings-context';

/** How long "you are already a member" stays before the login page takes over. */
export const loginRedirectDelayMs = 5000;

/**
 * The account exists and is active: the visitor is taken to the login page after a moment, unless
 * they stop it (WCAG 2.2.1: a time limit can be turned off). The redirect replaces this page in the
 * history, so Back does not return to a page that redirects again.
 */
export function EmailActiveCompletePage() {
  const { LL } = useI18nContext();
  const { loginUrl } = useRuntimeSettings();
  const [redirecting, setRedirecting] = useState(true);
  const loginLink = useRef<HTMLAnchorElement>(null);
  const text = LL.registrationPages.emailActiveComplete;

  useEffect(() => {
    if (!redirecting) return;
    const timer = window.setTimeout(() => window.location.replace(loginUrl), loginRedirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [loginUrl, redirecting]);

  function stay() {
    setRedirecting(false);
    loginLink.current?.focus(); // the button goes away; focus must not fall back to the page
  }

  return (
    <>
      <PageHeading title={text.heading()} />
      <p className="lead" role="status">
        {redirecting ? text.body() : text.redirect.stopped()}
      </p>
      {redirecting && (
        <button type="button" className="button--secondary" onClick={stay}>
          {text.redirect.stop()}
        </button>
      )}
      <a className="button" href={loginUrl} ref={loginLink}>
        {text.loginNow()}
      </a>
    </>
  );
}
