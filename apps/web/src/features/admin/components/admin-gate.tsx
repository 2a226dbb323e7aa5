import { useI18nContext } from '@acq/locales/react';
import { useId, type ReactNode } from 'react';
import type { AdminAnswer } from '../admin-check.server';
import '../admin.css';

/**
 * Admin tools show only to a signed-in admin: the backend names the admin behind the Bearer
 * token (cookie `apollo:default.token`, forwarded by the page's loader). Anyone else gets a
 * refusal, never the tool.
 */
export function AdminGate({ answer, children }: { answer: AdminAnswer; children: ReactNode }) {
  const { LL } = useI18nContext();
  const headingId = useId();
  if ('failure' in answer) return <p className="alert">{LL.errors[answer.failure]()}</p>;
  const { admin } = answer;
  if (!admin) {
    return (
      <section className="admin-refusal card" aria-labelledby={headingId}>
        <h2 id={headingId}>{LL.screenPages.admin.refusedHeading()}</h2>
        <p>{LL.errors.notAuthorized()}</p>
        <p>{LL.screenPages.admin.signInHint()}</p>
      </section>
    );
  }
  return (
    <>
      <p className="admin-signed-in">{LL.screenPages.admin.signedInAs({ name: admin.name })}</p>
      {children}
    </>
  );
}
