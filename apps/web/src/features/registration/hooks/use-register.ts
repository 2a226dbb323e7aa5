import {
  RegisterByEmailDocument,
  type RegisterByEmailInput,
  type RegisterByEmailMutation,
  type RegistrationCodeError,
} from '@acq/graphql';
import { useI18nContext } from '@acq/locales/react';
import { useMutation } from '@/lib/graphql/use-mutation';
import { useNavigate } from 'react-router';
import { trackEvent } from '@/lib/analytics/track';
import { useFormFinishedInPopup } from '@/lib/landing-options';
import { visitorMessageFor } from '@/lib/request-errors';
import { localisedPath } from '@/lib/startup/locale-path';
import { readRegistrationState, updateRegistrationState } from '../state/registration-state';

/** What the form shows after a submit that did not lead to another page. */
export type RegisterResult =
  | { kind: 'done' }
  | { kind: 'popup' }
  | { kind: 'fieldErrors'; errors: readonly { field: string; code: string }[] }
  | { kind: 'codeProblem'; errors: readonly RegistrationCodeError[] }
  | { kind: 'requestFailed'; message: 'network' | 'generic' };

/**
 * Sends a registration and follows its outcome (SPEC.md §4, DESIGN.md): a new account leads to
 * "check your inbox" (page or popup), an active one to the login hand-over, a pending one to the
 * page that offers another address. The e-mail is kept for those pages in session storage.
 */
export function useRegister() {
  const { locale } = useI18nContext();
  const navigate = useNavigate();
  const registrationFormFinishedInPopup = useFormFinishedInPopup();
  const [mutate] = useMutation(RegisterByEmailDocument);

  return async function register(input: RegisterByEmailInput): Promise<RegisterResult> {
    let payload: RegisterByEmailMutation['registerByEmail'] | undefined;
    try {
      payload = (await mutate({ variables: { input } })).data?.registerByEmail;
    } catch (error) {
      return { kind: 'requestFailed', message: visitorMessageFor(error) };
    }
    if (!payload) return { kind: 'requestFailed', message: 'generic' };
    if (payload.errors.length > 0) return { kind: 'fieldErrors', errors: payload.errors };
    if (payload.registrationCodeErrors.length > 0)
      return { kind: 'codeProblem', errors: payload.registrationCodeErrors };

    updateRegistrationState({ registrationEmail: input.email, leanStep1Done: false });
    const go = (path: string) => navigate(localisedPath(path, locale));
    // The landing page the registration is attributed to (README: "Where registrations come from").
    const { sourcePath } = readRegistrationState();
    const tracked = {
      email: input.email,
      registration_flow: input.flow,
      country: input.country,
      source_path: sourcePath,
    };
    switch (payload.outcome) {
      case 'ACTIVATION_MAIL_SENT':
        void trackEvent('successful_user_registration', {
          ...tracked,
          registrationId: payload.registrationId ?? undefined,
        });
        if (input.newsletter) void trackEvent('subscribe_newsletter', tracked);
        if (registrationFormFinishedInPopup) return { kind: 'popup' };
        await go('/registration/formfinished');
        return { kind: 'done' };
      case 'ACCOUNT_ALREADY_ACTIVE':
        void trackEvent('error_registration_account_active', tracked);
        await go('/registration/registrationformemailactivecomplete');
        return { kind: 'done' };
      case 'ACTIVATION_MAIL_RESENT':
        void trackEvent('error_registration_account_pending', tracked);
        await go('/registration/registrationformemailpendingcomplete');
        return { kind: 'done' };
      default:
        return { kind: 'requestFailed', message: 'generic' };
    }
  };
}
