import { useEffect, useRef, useState } from 'react';
import { sentText, type FormAnswer } from '@/lib/form-answer';
import { trackEvents } from '@/lib/analytics/track';
import { useNavigateWhenSettled } from '@/lib/use-navigate-when-settled';
import { useFormFinishedInPopup } from '@/features/registration/hooks/use-landing-options';
import type { RegisterOutcome } from '../register-answer';
import { registrationAccepted } from '../registration-events';
import { readRegistrationState, updateRegistrationState } from '../state/registration-state';

/**
 * Follows a registration the action accepted (docs/product.md §4, docs/architecture.md): a new
 * account leads to "check your inbox" (page or popup), an active one to the login hand-over, a
 * pending one to the page that offers another address; each outcome is tracked first. The e-mail
 * is kept for those pages in session storage. Returns whether the form-finished popup is open.
 */
export function useFollowRegistration(answer: FormAnswer<RegisterOutcome> | undefined) {
  const navigate = useNavigateWhenSettled();
  const inPopup = useFormFinishedInPopup();
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
