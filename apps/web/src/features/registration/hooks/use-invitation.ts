import { useI18nContext } from '@acq/locales/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useFetcher, useLocation, useNavigate, useNavigation } from 'react-router';
import { trackEvent } from '@/lib/analytics/track';
import { firstVisitOfEntry } from '@/lib/history-entry-mark';
import { denyPath } from '@/lib/startup/constants';
import { localisedPath } from '@/lib/startup/locale-path';
import { useAfterHydration } from '@/lib/use-after-hydration';
import type { Invitation } from '../invitation';
import type { landingLoader } from '../landing-loader.server';
import { denyReason, invitationProblem, problemEvent } from '../invitation-problem';
import { readRegistrationState, updateRegistrationState } from '../state/registration-state';
import { useRegistrationPageData } from './registration-page-data';

interface CheckedCode {
  code: string;
  validityTimestamp: string | null;
  enteredByHand: boolean;
}

/** History state of the navigation that checks a code typed into the code-entry form. */
const enteredState = { codeEnteredByHand: true };

/** The query parameter by which the code-entry form's native GET says the code was typed in. */
export const codeEnteredParam = 'entered';

/** The address that asks the page's loader to check a code (the code-entry form's GET does the same). */
export function codeCheckAddress(pathname: string, search: string, code: string, validityTimestamp?: string | null) {
  const params = new URLSearchParams(search);
  params.delete(codeEnteredParam);
  params.set('rc', code);
  if (validityTimestamp) params.set('validityTimestamp', validityTimestamp);
  else params.delete('validityTimestamp');
  return `${pathname}?${params}`;
}

/**
 * The visitor's invitation: the code of the address (`rc`, with its `validityTimestamp`: a link's
 * or one typed into the code-entry form), checked by the page's loader on the server; else the one
 * kept from earlier in this tab, which only the browser has, checked through the same loader after
 * hydration. A usable code is kept in the registration state; problems are tracked, and a
 * forbidden referrer or an expired link ends at the deny page.
 */
export function useInvitation() {
  const { locale } = useI18nContext();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const loaded = useRegistrationPageData().invitation;
  const keptCheck = useFetcher<typeof landingLoader>(); // the landing page's loader checks the kept code

  useEffect(() => {
    if (loaded) return;
    const kept = readRegistrationState();
    if (kept.registrationCode) {
      void keptCheck.load(
        codeCheckAddress(location.pathname, '', kept.registrationCode, kept.validityTimestamp ?? null),
      );
    }
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, after hydration

  const answer = loaded ?? keptCheck.data?.invitation ?? null;
  // The navigation's state is the browser's history, which the server has not seen (a reload keeps
  // it): it counts from hydration on, so that hydration renders what the server did.
  const enteredInBrowser = loaded
    ? (location.state as typeof enteredState | null)?.codeEnteredByHand === true
    : !!readRegistrationState().codeEnteredByHand;
  const enteredByHand =
    !!useAfterHydration(enteredInBrowser || null) ||
    (!!loaded && new URLSearchParams(location.search).has(codeEnteredParam));
  const checked: CheckedCode | null = useMemo(
    () => (answer ? { code: answer.code, validityTimestamp: answer.validityTimestamp, enteredByHand } : null),
    [answer, enteredByHand],
  );
  const details = answer?.details;

  const handled = useRef<object | null>(null);
  useEffect(() => {
    if (!checked || !details || handled.current === details) return;
    handled.current = details; // once per answer
    const errors = details.errors ?? [];
    // A code typed in before the scripts arrived went with the form's native GET: the address says
    // so, and its submit counts once the scripts are here, once for that history entry (a reload of
    // it, or a way back to it, is no new submit; the router's own checks are counted by `check`).
    const enteredNatively = new URLSearchParams(location.search).has(codeEnteredParam);
    if (enteredNatively && firstVisitOfEntry(window, 'codeEntryCounted')) void trackEvent('submit_code_registration');
    const event = problemEvent(errors);
    if (event) void trackEvent(event);
    const deny = denyReason(errors);
    if (deny) void navigate(localisedPath(deny === 'expired' ? `${denyPath}?reason=expired` : denyPath, locale));
    else if (errors.length === 0) {
      updateRegistrationState({
        registrationCode: checked.code,
        validityTimestamp: checked.validityTimestamp ?? undefined,
        codeEnteredByHand: checked.enteredByHand,
      });
    }
  }, [checked, details, navigate, locale, location.search]);

  // Every submit is a navigation of its own, also for the same code: the loader asks again. It
  // settles when the navigation has, so that the form takes no second submit while it runs.
  const check = useCallback(
    (code: string) => {
      void trackEvent('submit_code_registration');
      return navigate(codeCheckAddress(location.pathname, location.search, code), {
        state: enteredState,
        preventScrollReset: true,
      });
    },
    [navigate, location.pathname, location.search],
  );

  // A code sent by the form is checked while the form stays (its button waits); a kept code is
  // checked before any form shows.
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const restoring = keptCheck.state === 'loading';
  const problem = details ? invitationProblem(details.errors ?? []) : null;
  // One object per answer: the registration form (a memo) renders again for another invitation only.
  const invitation: Invitation | null = useMemo(
    () =>
      checked && details && !problem
        ? { ...checked, inviter: details.invitorName ?? null, countryOptions: details.countryOptions }
        : null,
    [checked, details, problem],
  );
  const refused = answer?.rejected ?? null;
  return { checked, invitation, problem, refused, failure: answer?.failure ?? null, loading, restoring, check };
}
