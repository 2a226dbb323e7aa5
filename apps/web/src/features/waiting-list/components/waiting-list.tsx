import { useI18nContext } from '@acq/locales/react';
import { useEffect, useId, useRef } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { FormView } from '@/components/form/app-form';
import { useFetcherForm } from '@/components/form/use-fetcher-form';
import { trackEvents } from '@/lib/analytics/track';
import type { joinAction } from '../join-action.server';
import { waitingListJoined } from '../join-event';
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
  const form = useFetcherForm(
    useFetcher<typeof joinAction>({ key: 'join-waiting-list' }),
    useActionData<typeof joinAction>(),
  );
  const outcome = form.sending ? null : (form.answer?.outcome ?? null);
  // The router's join is tracked here. An answer the page came with was a join the browser posted
  // itself: its action carried the event to this page (lib/analytics/carried-events.ts).
  const tracked = useRef(form.answer);
  useEffect(() => {
    if (outcome !== 'JOINED' || tracked.current === form.answer) return;
    tracked.current = form.answer;
    void trackEvents([waitingListJoined(email)]);
  }, [outcome, form.answer, email]);
  const texts = LL.screenPages.lobby;

  return (
    <section className="waiting-list card" aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.waitingListHeading()}</h2>
      {!outcome && (
        <FormView
          onSubmit={form.submit}
          posts
          hiddenFields={{}}
          summary={[]}
          attempt={form.attempt}
          problem={form.problem}
          className="waiting-list__form"
          aria-labelledby={headingId}
        >
          <p className="names-address">{texts.consent({ email })}</p>
          <button type="submit" disabled={form.sending}>
            {texts.join()}
          </button>
        </FormView>
      )}
      <div role="status" aria-live="polite">
        {outcome === 'JOINED' && <p className="welcome">{texts.joined()}</p>}
        {outcome === 'ALREADY_JOINED' && <p className="welcome">{texts.alreadyJoined()}</p>}
      </div>
    </section>
  );
}
