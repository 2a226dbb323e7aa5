import { ticked } from '@/components/form/ticked';
import type { TrackedEvent } from '@/lib/analytics/events';
import { sentText, type SentValues } from '@/lib/form-answer';
import { isFormFlow, type FormFlow } from './form/form-flow';
import { sourcePathOf } from './landing-source';
import type { RegisterOutcome } from './register-answer';

// What the registration's events are (docs/product.md §9), for the page that tracks a post the
// router sent and for the action that carries a post the browser sent itself to the next page
// (`lib/server/carried-events.server.ts`): one builder, so both count the same.

/** Lean step 1's address given: with scripts it posts nowhere; without them the action answers with step 2. */
export const emailGiven = (email: string): TrackedEvent => ({ event: 'submit_email', details: { email } });

/** The registration form sent (the one step, or lean step 2), with the address it went with. */
export function registrationSent(flow: FormFlow, email: string): TrackedEvent {
  const lean = flow === 'leanStep1' || flow === 'leanStep2';
  return {
    event: lean ? 'landing_registration_step2' : 'landing_form_registration',
    details: { email, registration_flow: flow },
  };
}

/**
 * A registration the backend accepted: a new account (and the newsletter, if ticked), or one that
 * is already active or pending; with the values sent and the path it is attributed to
 * (docs/registration.md, "Where registrations come from").
 */
export function registrationAccepted(
  { registered, registrationId }: { registered: string; registrationId?: string | null },
  sent: SentValues,
  sourcePath: string | undefined,
): TrackedEvent[] {
  const details = {
    email: sentText(sent.email) ?? '',
    registration_flow: sentText(sent.flow),
    country: sentText(sent.country),
    source_path: sourcePath,
  };
  if (registered === 'ACTIVATION_MAIL_SENT') {
    return [
      { event: 'successful_user_registration', details: { ...details, registrationId: registrationId ?? undefined } },
      ...(ticked(sent.newsletter) ? [{ event: 'subscribe_newsletter', details } as const] : []),
    ];
  }
  const active = registered === 'ACCOUNT_ALREADY_ACTIVE';
  return [{ event: active ? 'error_registration_account_active' : 'error_registration_account_pending', details }];
}

/**
 * What a post the browser sent itself carries to the page it leads to: the events the page tracks
 * for the router's (`hooks/use-registration-form.ts`), the form sent (not the social second
 * step's, which the page does not track either) and what the backend accepted. The registration is
 * attributed to the address it was posted from (`url`), by the landing page's own rule (its
 * `sourcePath`, else its path): a landing page the tab met before is known only to that tab's
 * session storage.
 */
export function nativePostEvents(url: URL, step: string, sent: SentValues, email: string, outcome?: RegisterOutcome) {
  const events: TrackedEvent[] = [];
  if (step !== 'social' && isFormFlow(sent.formFlow)) events.push(registrationSent(sent.formFlow, email));
  if (outcome?.registered) {
    const sourcePath = sourcePathOf(url.searchParams.get('sourcePath'), url.pathname);
    events.push(...registrationAccepted({ ...outcome, registered: outcome.registered }, sent, sourcePath));
  }
  return events;
}
