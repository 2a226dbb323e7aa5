import { RegistrationCodeDetailsDocument } from '@acq/graphql';
import { useI18nContext } from '@acq/locales/react';
import { skipToken, useQuery } from '@/lib/graphql/use-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { trackEvent } from '@/lib/analytics/track';
import { denyPath } from '@/lib/startup/constants';
import { localisedPath } from '@/lib/startup/locale-path';
import { useStartupFacts } from '@/lib/startup-context';
import { useHydrated } from '@/lib/use-hydrated';
import type { Invitation } from '../invitation';
import { denyReason, invitationProblem, problemEvent, type InvitationProblem } from '../invitation-problem';
import { readRegistrationState, updateRegistrationState } from '../state/registration-state';

interface CheckedCode {
  code: string;
  validityTimestamp: string | null;
  enteredByHand: boolean;
}

/**
 * The visitor's invitation: the code of the link (`rc`, with its `validityTimestamp`), else the
 * one kept from earlier in this tab, else none until the code-entry form checks one. The link's
 * code is checked while the server renders; the kept one, which only the browser has, after
 * hydration. A usable code is kept in the registration state; problems are tracked, and a
 * forbidden referrer or an expired link ends at the deny page.
 */
export function useInvitation() {
  const { locale } = useI18nContext();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { query } = useStartupFacts();
  const hydrated = useHydrated();
  const [entered, setEntered] = useState<CheckedCode | null>(null);
  const validityTimestamp = searchParams.get('validityTimestamp');
  const fromLink = useMemo(
    () => (query.registrationCode ? { code: query.registrationCode, validityTimestamp, enteredByHand: false } : null),
    [query.registrationCode, validityTimestamp],
  );
  const kept = useMemo(() => (hydrated && !fromLink ? keptCode() : null), [hydrated, fromLink]);
  const checked = entered ?? fromLink ?? kept;
  const { data, error, loading } = useQuery(
    RegistrationCodeDetailsDocument,
    checked
      ? { variables: { registrationCode: checked.code, validityTimestamp: checked.validityTimestamp } }
      : skipToken,
  );
  const details = checked ? data?.registrationCodeDetails : undefined;

  const handled = useRef<object | null>(null);
  useEffect(() => {
    if (!checked || !details || handled.current === details) return;
    handled.current = details; // once per answer
    const errors = details.errors ?? [];
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
  }, [checked, details, navigate, locale]);

  const check = useCallback((code: string) => {
    void trackEvent('submit_code_registration');
    setEntered({ code, validityTimestamp: null, enteredByHand: true });
  }, []);

  const problem: InvitationProblem | null = details ? invitationProblem(details.errors ?? []) : null;
  const invitation: Invitation | null =
    checked && details && !problem
      ? { ...checked, inviter: details.invitorName ?? null, countryOptions: details.countryOptions }
      : null;
  return { checked, invitation, problem, error: checked ? error : undefined, loading, check };
}

/** The code check's variables; the server asks with the same ones, so the page finds its answer. */
export function invitationVariables(registrationCode: string, validityTimestamp: string | null) {
  return { registrationCode, validityTimestamp };
}

function keptCode(): CheckedCode | null {
  const kept = readRegistrationState();
  if (!kept.registrationCode) return null;
  return {
    code: kept.registrationCode,
    validityTimestamp: kept.validityTimestamp ?? null,
    enteredByHand: !!kept.codeEnteredByHand,
  };
}
