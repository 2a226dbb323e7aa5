import { useI18nContext } from '@acq/locales/react';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AppFormView } from '@/components/form/app-form';
import { useAppForm } from '@/components/form/use-app-form';
import { PageHeading } from '@/components/layout/page-heading';
import { trackEvent } from '@/lib/analytics/track';
import { useRuntimeSettings } from '@/lib/runtime-settings-context';
import type { ActivationOutcome } from '../activate-answer';

/**
 * Activates the account of the link's `activationId`: with scripts at once, once per page (an id
 * works only once); without them, with the button. Success offers the login; an invalid link or a
 * failed attempt leads to the activation error page; a failed request offers a retry.
 */
const activatedThisPageLoad = new Set<string>();
const activatedBefore: ActivationOutcome = { activated: true };

export function ActivateAccountPage() {
  const { LL } = useI18nContext();
  const { loginUrl } = useRuntimeSettings();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const activationId = searchParams.get('activationId') ?? '';
  const kit = useAppForm<{ activationId: string }>({
    defaultValues: { activationId },
    fieldIds: {},
    message: () => '',
    fetcherKey: 'activate-account',
  });
  const answered = kit.sending ? undefined : (kit.answer?.outcome as ActivationOutcome | undefined);
  // An id works once: after a language switch (a page of its own) the activation is not sent again.
  const outcome = answered ?? (activatedThisPageLoad.has(activationId) ? activatedBefore : undefined);

  const submitted = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (submitted.current || kit.answer || activatedThisPageLoad.has(activationId)) return;
    submitted.current = true;
    form.current?.requestSubmit();
  }, [kit.answer, activationId]);

  const followed = useRef(kit.answer);
  useEffect(() => {
    if (!outcome || followed.current === kit.answer) return;
    followed.current = kit.answer;
    if ('activated' in outcome) {
      activatedThisPageLoad.add(activationId);
      return;
    }
    void trackEvent(
      outcome.failed === 'invalid-link'
        ? 'error_registration_activation_not_found'
        : 'error_registration_activation_failed',
    );
    void navigate(outcome.next, { replace: true });
  }, [outcome, kit.answer, navigate, activationId]);

  const text = LL.pages.activateAccount;
  if (outcome && 'activated' in outcome) {
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
      {!kit.problem && (
        <p className="lead" role="status">
          {text.body()}
        </p>
      )}
      <AppFormView kit={kit} ref={form}>
        <input type="hidden" name="activationId" value={activationId} />
        {/* Without scripts the visitor activates; with them it happens at once, and again on a retry. */}
        <button type="submit" disabled={kit.sending}>
          {kit.problem ? LL.pages.activateAccountError.retry() : text.activate()}
        </button>
      </AppFormView>
    </>
  );
}
