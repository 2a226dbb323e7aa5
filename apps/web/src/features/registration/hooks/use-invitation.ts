import { RegistrationCodeDetailsDocument } from '@acq/graphql';
import { useI18nContext } from '@acq/locales/react';
import { useLazyQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { trackEvent } from '@/lib/analytics/track';
import { denyPath } from '@/lib/startup/constants';
import { localisedPath } from '@/lib/startup/locale-path';
import { useStartupFacts } from '@/lib/startup-context';
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
 * one kept from earlier in this tab, else none until the code-entry form checks one. A usable
 * code is kept in the registration state; problems are tracked, and a forbidden referrer or an
 * expired link ends at the deny page.
 */
export function useInvitation() {
  const { locale } = useI18nContext();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { query } = useStartupFacts();
  const [checked, setChecked] = useState<CheckedCode | null>(() => initialCode(query.registrationCode, searchParams));
  const [runQuery, { data, error, loading, called }] = useLazyQuery(RegistrationCodeDetailsDocument, {
    fetchPolicy: 'network-only',
  });

  useEffect(() => {
    if (!checked) return;
    const variables = { registrationCode: checked.code, validityTimestamp: checked.validityTimestamp };
    void runQuery({ variables })
      .then(({ data: result }) => {
        const errors = result?.registrationCodeDetails.errors ?? [];
        const event = problemEvent(errors);
        if (event) void trackEvent(event);
        const deny = denyReason(errors);
        if (deny) void navigate(localisedPath(deny === 'expired' ? `${denyPath}?reason=expired` : denyPath, locale));
        else if (errors.length === 0) {
          updateRegistrationState({
            registrationCode: checked.code,
            validityTimestamp: checked.validityTimestamp ?? undefined,
            codeEnteredByHand: checked.enteredByHand,
            inviter: result?.registrationCodeDetails.invitorName ?? null,
          });
        }
      })
      .catch(() => {}); // shown from the hook's error state
  }, [checked, runQuery, navigate, locale]);

  const check = useCallback((code: string) => {
    void trackEvent('submit_code_registration');
    setChecked({ code, validityTimestamp: null, enteredByHand: true });
  }, []);

  const details = checked && called ? data?.registrationCodeDetails : undefined;
  const problem: InvitationProblem | null = details ? invitationProblem(details.errors) : null;
  const invitation: Invitation | null =
    checked && details && !problem
      ? { ...checked, inviter: details.invitorName ?? null, countryOptions: details.countryOptions }
      : null;
  return {
    checked,
    invitation,
    problem,
    error: checked ? error : undefined,
    loading: loading || (!!checked && !called),
    check,
  };
}

function initialCode(fromLink: string | null, searchParams: URLSearchParams): CheckedCode | null {
  if (fromLink)
    return { code: fromLink, validityTimestamp: searchParams.get('validityTimestamp'), enteredByHand: false };
  const kept = readRegistrationState();
  if (!kept.registrationCode) return null;
  return {
    code: kept.registrationCode,
    validityTimestamp: kept.validityTimestamp ?? null,
    enteredByHand: !!kept.codeEnteredByHand,
  };
}
