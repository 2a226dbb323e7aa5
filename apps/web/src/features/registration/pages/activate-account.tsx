import { ActivateAccountDocument, type ActivationOutcome } from '@acq/graphql';
import { useI18nContext } from '@acq/locales/react';
import { useMutation } from '@/lib/graphql/use-mutation';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '@/components/layout/page-heading';
import { trackEvent } from '@/lib/analytics/track';
import { visitorMessageFor } from '@/lib/request-errors';
import { useRuntimeSettings } from '@/lib/runtime-settings-context';
import { localisedPath } from '@/lib/startup/locale-path';

type ActivationState =
  { kind: 'activating' } | { kind: 'activated' } | { kind: 'failed'; message: 'network' | 'generic' };

/**
 * Activates the account of the link's `activationId` once per page (an id works only once, so a
 * repeated effect must not send it twice). Success offers the login; an invalid link or a failed
 * attempt leads to the activation error page.
 */
export function ActivateAccountPage() {
  const { LL, locale } = useI18nContext();
  const { loginUrl } = useRuntimeSettings();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const activationId = searchParams.get('activationId') ?? '';
  const [activate] = useMutation(ActivateAccountDocument);
  const [state, setState] = useState<ActivationState>({ kind: 'activating' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    const fail = (reason: 'invalid-link' | 'failed') => {
      void trackEvent(
        reason === 'invalid-link' ? 'error_registration_activation_not_found' : 'error_registration_activation_failed',
      );
      void navigate(localisedPath(`/registration/activateaccountError?reason=${reason}`, locale), { replace: true });
    };
    if (!activationId) {
      fail('invalid-link');
      return;
    }
    activateOnce(activationId, () =>
      activate({ variables: { input: { activationId } } }).then((r) => r.data?.activateAccount.outcome),
    )
      .then((outcome) => {
        if (!current) return;
        if (outcome === 'ACTIVATED') setState({ kind: 'activated' });
        else fail(outcome === 'ACTIVATION_FAILED' ? 'failed' : 'invalid-link');
      })
      .catch((error: unknown) => current && setState({ kind: 'failed', message: visitorMessageFor(error) }));
    return () => {
      current = false;
    };
  }, [activationId, activate, navigate, locale, attempt]);

  function retry() {
    activations.delete(activationId);
    setState({ kind: 'activating' });
    setAttempt((count) => count + 1);
  }

  const text = LL.pages.activateAccount;
  if (state.kind === 'activated') {
    return (
      <>
        <PageHeading title={text.activatedHeading()} />
        <p className="lead">{text.activatedBody()}</p>
        <a className="button" href={loginUrl}>
          {text.login()}
        </a>
      </>
    );
  }
  return (
    <>
      <PageHeading title={text.heading()} />
      {state.kind === 'activating' ? (
        <p className="lead" role="status">
          {text.body()}
        </p>
      ) : (
        <>
          <p className="form-alert" role="alert">
            {LL.errors[state.message]()}
          </p>
          <button type="button" onClick={retry}>
            {LL.pages.activateAccountError.retry()}
          </button>
        </>
      )}
    </>
  );
}

const activations = new Map<string, Promise<ActivationOutcome | null | undefined>>();

function activateOnce(id: string, run: () => Promise<ActivationOutcome | null | undefined>) {
  const pending = activations.get(id) ?? run();
  activations.set(id, pending);
  return pending;
}
