import { useEffect, useRef, useState } from 'react';
import { useActionData, useFetcher } from 'react-router';
import type { AppFormOptions, FormValues } from '@/components/form/app-form-types';
import { useAppForm } from '@/components/form/use-app-form';
import { trackEvents } from '@/lib/analytics/track';
import { sentText, type FormAnswer } from '@/lib/form-answer';
import { useNavigateWhenSettled } from '@/lib/use-navigate-when-settled';
import { fieldMessage } from '../form/field-message';
import type { registerAction } from '../register-action.server';
import { registerFetcherKey, type RegisterOutcome } from '../register-answer';
import { registrationAccepted } from '../registration-events';
import { readRegistrationState, updateRegistrationState } from '../state/registration-state';

/** A registration form's options (`useAppForm`), but for where it posts and its fields' texts. */
export type RegisterFormOptions<Values extends FormValues> = Omit<
  AppFormOptions<Values, FormAnswer<unknown>>,
  'fetcher' | 'pageAnswer' | 'message'
>;

/**
 * A registration form (the landing page's, the social second step's) posting
 * to the registration's action (`register-action.server.ts`): natively before the scripts run, after
 * hydration through the registration's fetcher, typed by that action; the answer to a post without
 * scripts comes with the page. A refused field shows the registration's text for its code
 * (`fieldMessage`); an accepted registration is followed, to "check your inbox" in a popup where
 * `finishedInPopup` (the landing page's experiment; a page of its own goes to the page). Returns the
 * form's kit, the fetcher and whether the popup is open.
 */
export function useRegisterPost<Values extends FormValues>(
  options: RegisterFormOptions<Values>,
  { finishedInPopup = false } = {},
) {
  const fetcher = useFetcher<typeof registerAction>({ key: registerFetcherKey });
  const pageAnswer = useActionData<typeof registerAction>();
  const kit = useAppForm({ ...options, message: fieldMessage, fetcher, pageAnswer });
  return { kit, fetcher, ...useFollowRegistration(kit.answer, finishedInPopup) };
}

/**
 * Follows a registration the action accepted (docs/product.md §4, decision 3's outcomes and routes):
 * a new account leads to "check your inbox" (page or popup), an active one to the login hand-over, a
 * pending one to the page that offers another address; each outcome is tracked first. The e-mail
 * is kept for those pages in session storage.
 */
function useFollowRegistration(answer: FormAnswer<RegisterOutcome> | undefined, inPopup: boolean) {
  const navigate = useNavigateWhenSettled();
  const followed = useRef(answer); // an answer the page came with was followed by the server
  const [closedFor, setClosedFor] = useState<FormAnswer<RegisterOutcome> | undefined>(undefined);
  // "Check your inbox" in a popup instead of its page, until the visitor closes it.
  const popupOpen = inPopup && answer?.outcome?.registered === 'ACTIVATION_MAIL_SENT' && closedFor !== answer;

  useEffect(() => {
    if (!answer || followed.current === answer) return;
    followed.current = answer;
    const { registered, registrationId, next } = answer.outcome ?? {};
    if (!registered || !next) return;
    const sent = answer.defaultValues;
    updateRegistrationState({ registrationEmail: sentText(sent.email) ?? '', leanStep1Done: false });
    // Tracked here for the router's post; a post the browser sent itself, the server carried.
    void trackEvents(registrationAccepted({ registered, registrationId }, sent, readRegistrationState().sourcePath));
    if (registered === 'ACTIVATION_MAIL_SENT' && inPopup) return; // the popup shows instead
    void navigate(next);
  }, [answer, inPopup, navigate]);

  return { popupOpen, closePopup: () => setClosedFor(answer) };
}
