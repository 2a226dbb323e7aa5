import { CurrentAdminDocument } from '@acq/graphql';
import { useI18nContext } from '@acq/locales/react';
import { useQuery } from '@/lib/graphql/use-query';
import { useId, type ReactNode } from 'react';
import { classifyRequestError, visitorMessageFor } from '@/lib/request-errors';
import '../admin.css';

/**
 * Admin tools show only to a signed-in admin: the backend names the admin behind the Bearer
 * token (cookie `apollo:default.token`). Anyone else gets a refusal, never the tool.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { LL } = useI18nContext();
  const headingId = useId();
  const { data, error, loading } = useQuery(CurrentAdminDocument, { fetchPolicy: 'network-only' });

  if (loading) return <p role="status">{LL.app.loading()}</p>;
  // A backend that answers with errors for a non-admin refuses too; no answer at all is a network problem.
  if (error && classifyRequestError(error) !== 'graphql') {
    return <p className="alert">{LL.errors[visitorMessageFor(error)]()}</p>;
  }
  const admin = data?.currentAdmin;
  if (!admin) {
    return (
      <section className="admin-refusal card" aria-labelledby={headingId}>
        <h2 id={headingId}>{LL.pages.admin.refusedHeading()}</h2>
        <p>{LL.pages.admin.refused()}</p>
        <p>{LL.pages.admin.signInHint()}</p>
      </section>
    );
  }
  return (
    <>
      <p className="admin-signed-in">{LL.pages.admin.signedInAs({ name: admin.name })}</p>
      {children}
    </>
  );
}
