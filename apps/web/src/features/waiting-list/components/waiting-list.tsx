import { JoinWaitingListDocument } from '@acq/graphql';
import { useI18nContext } from '@acq/locales/react';
import { useMutation } from '@/lib/graphql/use-mutation';
import { useId, useRef } from 'react';
import { trackEvent } from '@/lib/analytics/track';
import { visitorMessageFor } from '@/lib/request-errors';
import '../waiting-list.css';

interface WaitingListProps {
  /** The lobby token; the backend reads the address that joins from it. */
  token: string;
  /** The address the token names, shown in the consent line as it is (text, never markup). */
  email: string;
}

/** The waiting-list block: consent line with the visitor's address, join button, outcome. */
export function WaitingList({ token, email }: WaitingListProps) {
  const { LL } = useI18nContext();
  const headingId = useId();
  const inFlight = useRef(false);
  const [join, { data, error, loading }] = useMutation(JoinWaitingListDocument);
  const texts = LL.pages.lobby;

  async function joinWaitingList() {
    // A double click must not send two requests.
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      // Pressing the button under the consent line is the consent.
      const result = await join({ variables: { input: { token, notificationConsent: true } } });
      if (result.data?.joinWaitingList.outcome === 'JOINED') void trackEvent('join_waitlist', { email });
    } catch {
      // The hook's `error` shows the message.
    } finally {
      inFlight.current = false;
    }
  }

  const outcome = data?.joinWaitingList.outcome;
  const onList = outcome === 'JOINED' || outcome === 'ALREADY_JOINED';
  const rejected = data && !outcome; // input errors: nothing the visitor can fix here

  return (
    <section className="waiting-list card" aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.waitingListHeading()}</h2>
      {!onList && (
        <>
          <p>{texts.consent({ email })}</p>
          <button type="button" onClick={() => void joinWaitingList()} disabled={loading}>
            {texts.join()}
          </button>
        </>
      )}
      <div role="status" aria-live="polite">
        {outcome === 'JOINED' && <p className="welcome">{texts.joined()}</p>}
        {outcome === 'ALREADY_JOINED' && <p className="welcome">{texts.alreadyJoined()}</p>}
        {outcome === 'TOKEN_INVALID' && <p className="alert">{texts.tokenInvalid()}</p>}
        {rejected && <p className="alert">{LL.errors.generic()}</p>}
        {error && <p className="alert">{LL.errors[visitorMessageFor(error)]()}</p>}
      </div>
    </section>
  );
}
