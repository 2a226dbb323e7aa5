import { useI18nContext } from '@acq/locales/react';
import { useEffect, useRef } from 'react';
import { useActionData, useFetcher, useSearchParams } from 'react-router';
import { FormView } from '@/components/form/app-form';
import { useFetcherForm } from '@/components/form/use-fetcher-form';
import { PageHeading } from '@/components/layout/page-heading';
import { trackEvents } from '@/lib/analytics/track';
import { useNavigateWhenSettled } from '@/lib/use-navigate-when-settled';
import { useRuntimeSettings } from '@/lib/runtime-settings-context';
import type { activateAction } from '../activate-action.server';
import { activationFailed, type ActivationOutcome } from '../activate-answer';

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
  const navigate = useNavigateWhenSettled();
  const [searchParams] = useSearchParams();
  const activationId = searchParams.get('activationId') ?? '';
  const form = useFetcherForm(
    useFetcher<typeof activateAction>({ key: 'activate-account' }),
    useActionData<typeof activateAction>(),
  );
  const answered = form.sending ? undefined : form.answer?.outcome;
  // An id works once: after a language switch (a page of its own) the activation is not sent again.
  const outcome = answered ?? (activatedThisPageLoad.has(activationId) ? activatedBefore : undefined);

  const submitted = useRef(false);
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (submitted.current || form.answer || activatedThisPageLoad.has(activationId)) return;
    submitted.current = true;
    formElement.current?.requestSubmit();
  }, [form.answer, activationId]);

  const followed = useRef(form.answer);
  useEffect(() => {
    if (!outcome || followed.current === form.answer) return;
    followed.current = form.answer;
    if ('activated' in outcome) {
      activatedThisPageLoad.add(activationId);
      return;
    }
    void trackEvents([activationFailed(outcome.failed)]);
    void navigate(outcome.next, { replace: true });
  }, [outcome, form.answer, navigate, activationId]);

  const text = LL.registrationPages.activateAccount;
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
      {!form.problem && (
        <p className="lead" role="status">
          {text.body()}
        </p>
      )}
      <FormView
        ref={formElement}
        onSubmit={form.submit}
        posts
        hiddenFields={{ activationId }}
        summary={[]}
        attempt={form.attempt}
        problem={form.problem}
      >
        {/* Without scripts the visitor activates; with them it happens at once, and again on a retry. */}
        <button type="submit" disabled={form.sending}>
          {form.problem ? LL.registrationPages.activateAccountError.retry() : text.activate()}
        </button>
      </FormView>
    </>
  );
}
