import { RegistrationCodeDetailsDocument } from '@acq/graphql';
import { useI18nContext } from '@acq/locales/react';
import { useLazyQuery } from '@apollo/client/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { visitorMessageFor } from '@/lib/request-errors';
import { invitationProblem } from '../invitation-problem';

interface InvitationCheckProps {
  /** The `rc` query parameter; checked right away when present. */
  initialCode: string | null;
  validityTimestamp: string | null;
}

/** "Enter your code": checks a registration code with the backend and shows what it found. */
export function InvitationCheck({ initialCode, validityTimestamp }: InvitationCheckProps) {
  const { LL } = useI18nContext();
  const inputId = useId();
  const [code, setCode] = useState(initialCode ?? '');
  const [missing, setMissing] = useState(false);
  const [checkCode, { data, error, loading }] = useLazyQuery(RegistrationCodeDetailsDocument, {
    fetchPolicy: 'network-only',
  });

  useEffect(() => {
    if (initialCode)
      void checkCode({ variables: { registrationCode: initialCode, validityTimestamp } }).catch(() => {});
  }, [checkCode, initialCode, validityTimestamp]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const registrationCode = code.trim();
    setMissing(registrationCode === '');
    // The errors are rendered from the hook's state; the promise only mirrors them.
    if (registrationCode) void checkCode({ variables: { registrationCode } }).catch(() => {});
  }

  const details = data?.registrationCodeDetails;
  const problem = details ? invitationProblem(details.errors) : null;
  const fieldError = missing ? LL.codeEntry.missing() : problem === 'codeNotValid' ? LL.codeEntry.invalid() : null;
  const errorId = `${inputId}-error`;

  return (
    <section className="card" aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`}>{LL.codeEntry.heading()}</h2>
      <form noValidate onSubmit={submit}>
        <label htmlFor={inputId}>{LL.codeEntry.label()}</label>
        {fieldError && (
          <p className="field-error" id={errorId}>
            {fieldError}
          </p>
        )}
        <input
          id={inputId}
          name="registrationCode"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
        />
        <button type="submit" disabled={loading}>
          {LL.codeEntry.submit()}
        </button>
      </form>
      <div role="status" aria-live="polite">
        {loading && <p>{LL.app.loading()}</p>}
        {error && <p className="alert">{LL.errors[visitorMessageFor(error)]()}</p>}
        {!loading && !error && details && problem && problem !== 'codeNotValid' && (
          <p className="alert">{LL.invitationErrors[problem]()}</p>
        )}
        {!loading && !error && details && !problem && (
          <div className="welcome">
            <p>
              {details.invitorName
                ? LL.landing.invitedBy({ inviter: details.invitorName })
                : LL.landing.invitedAnonymously()}
            </p>
            <p>{LL.landing.countriesAvailable({ count: details.countryOptions.length })}</p>
          </div>
        )}
      </div>
    </section>
  );
}
