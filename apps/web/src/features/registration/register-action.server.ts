import { redirect } from 'react-router';
import type { TrackedEvent } from '@/lib/analytics/events';
import type { SentValues } from '@/lib/form-answer';
import { carriedEventsHeaders } from '@/lib/server/carried-events.server';
import { answerForm, checkForm, postedForm } from '@/lib/server/form-action.server';
import { sentByRouter, type RouteArgs } from '@/lib/server/route-args.server';
import { supportedCountries } from '@/lib/startup/country';
import { isFormFlow } from './form/form-flow';
import { stepSchema, type EmailStepValues, type FormStep } from './form/form-schema';
import { socialSecondStepSchema } from './form/social-second-step-schema';
import { sourcePathOf } from './landing-source';
import type { RegisterOutcome } from './register-answer';
import { registrationInput, sendRegistration } from './register-request.server';
import { emailGiven, registrationAccepted, registrationSent } from './registration-events';
import { keepRegistrationEmail } from './registration-email.server';

/**
 * What a post the browser sent itself is tracked as: the events the page tracks for the router's
 * (`hooks/use-registration-form.ts`, `hooks/use-register.ts`), the form sent (not the social second
 * step's, which the page does not track either) and what the backend accepted. The registration is
 * attributed to the address it was posted from, by the landing page's own rule (its `sourcePath`,
 * else its path): a landing page the tab met before is known only to that tab's session storage.
 */
function trackedEvents(page: RouteArgs, step: string, sent: SentValues, email: string, outcome?: RegisterOutcome) {
  const events: TrackedEvent[] = [];
  if (step !== 'social' && isFormFlow(sent.formFlow)) events.push(registrationSent(sent.formFlow, email));
  if (outcome?.registered) {
    const sourcePath = sourcePathOf(page.url.searchParams.get('sourcePath'), page.url.pathname);
    events.push(...registrationAccepted({ ...outcome, registered: outcome.registered }, sent, sourcePath));
  }
  return events;
}

/**
 * A registration by e-mail from every flow (one step, lean steps 1 and 2, waiting-list approval,
 * social second step), posted natively or through the router. The posted step's fields are
 * checked with the schema the page checks them with, the registration sent, and its outcome
 * followed: the next page (for the router, its address and the outcome, so the page can track it
 * first), or the form again with every value and the backend's verdict. Lean step 1 needs no
 * backend: without scripts it answers with step 2. A post the browser sent itself carries its
 * tracked events to the page it leads to (`lib/server/carried-events.server.ts`).
 */
export async function registerAction(page: RouteArgs) {
  const sent = await postedForm(page.request);
  const step = typeof sent.step === 'string' && sent.step !== '' ? sent.step : 'oneStep';
  const schema = step === 'social' ? socialSecondStepSchema : stepSchema(step as FormStep, supportedCountries);
  // The page checks with the same schema before it sends: a post refused here was no submit to track.
  const { errors, values } = await checkForm(sent, schema);
  if (!values) return answerForm({ defaultValues: sent, errors });
  if (step === 'email') {
    const firstStep = values as EmailStepValues;
    const headers = await carriedEventsHeaders(page, [emailGiven(firstStep.email)]);
    return answerForm<RegisterOutcome>({ defaultValues: sent, outcome: { step: 'details', firstStep } }, headers);
  }

  const fields = { ...sent, ...values } as Record<string, unknown>;
  const email = typeof fields.email === 'string' ? fields.email : '';
  const input = registrationInput(sent, fields, step);
  if (!input.values) return answerForm({ defaultValues: sent, errors: input.errors });
  const answer = await sendRegistration(page, sent, input.values);
  const headers = await carriedEventsHeaders(page, trackedEvents(page, step, sent, email, answer.outcome));
  const next = answer.outcome?.next;
  if (!next) return answerForm(answer, headers);
  // "Check your inbox" names the address, also for a visitor without scripts (no session storage).
  headers.append('Set-Cookie', keepRegistrationEmail(page.request, email));
  return sentByRouter(page) ? answerForm(answer, headers) : redirect(next, { headers });
}
