import type { JoinWaitingListOutcome } from '@acq/graphql';
import { useI18nContext } from '@acq/locales/react';
import { useEffect, useId, useRef } from 'react';
import { AppFormView } from '@/components/form/app-form';
import { useAppForm } from '@/components/form/use-app-form';
import { trackEvent } from '@/lib/analytics/track';
import '../waiting-list.css';

interface WaitingListProps {
  /** The address the lobby token names, shown in the consent line as it is (text, never markup). */
  email: string;
}

/**
 * The waiting-list block: consent line with the visitor's address, join button, outcome. A form
 * with no field of its own, posted to the lobby's action (with or without scripts): joining is
 * sent once however often the button is pressed, and a failed request says so in the visitor's
 * language.
 */
export function WaitingList({ email }: WaitingListProps) {
  const { LL } = useI18nContext();
  const headingId = useId();
  const kit = useAppForm<Record<string, never>>({
    defaultValues: {},
    fieldIds: {},
    message: () => '',
    fetcherKey: 'join-waiting-list',
    problemMessage: (LL, problem) => (problem === 'tokenInvalid' ? LL.pages.lobby.tokenInvalid() : LL.errors.generic()),
  });
  const outcome = kit.sending ? null : ((kit.answer?.outcome as JoinWaitingListOutcome | undefined) ?? null);
  const tracked = useRef(kit.answer);
  useEffect(() => {
    if (outcome !== 'JOINED' || tracked.current === kit.answer) return;
    tracked.current = kit.answer;
    void trackEvent('join_waitlist', { email });
  }, [outcome, kit.answer, email]);
  const texts = LL.pages.lobby;

  return (
    <section className="waiting-list card" aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.waitingListHeading()}</h2>
      {!outcome && (
        <AppFormView kit={kit} className="waiting-list__form" aria-labelledby={headingId}>
          <p>{texts.consent({ email })}</p>
          <button type="submit" disabled={kit.sending}>
            {texts.join()}
          </button>
        </AppFormView>
      )}
      <div role="status" aria-live="polite">
        {outcome === 'JOINED' && <p className="welcome">{texts.joined()}</p>}
        {outcome === 'ALREADY_JOINED' && <p className="welcome">{texts.alreadyJoined()}</p>}
      </div>
    </section>
  );
}
