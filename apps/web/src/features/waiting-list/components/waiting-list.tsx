import { JoinWaitingListDocument, type JoinWaitingListOutcome } from '@acq/graphql';
import { useI18nContext } from '@acq/locales/react';
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { AppFormView } from '@/components/form/app-form';
import { useAppForm } from '@/components/form/use-app-form';
import { trackEvent } from '@/lib/analytics/track';
import '../waiting-list.css';

interface WaitingListProps {
  /** The lobby token; the backend reads the address that joins from it. */
  token: string;
  /** The address the token names, shown in the consent line as it is (text, never markup). */
  email: string;
}

/**
 * The waiting-list block: consent line with the visitor's address, join button, outcome. A form
 * with no field of its own: joining is sent once however often the button is pressed, and a
 * failed request says so in the visitor's language.
 */
export function WaitingList({ token, email }: WaitingListProps) {
  const { LL } = useI18nContext();
  const headingId = useId();
  const [outcome, setOutcome] = useState<JoinWaitingListOutcome | null>(null);
  const [join] = useMutation(JoinWaitingListDocument);
  const kit = useAppForm<Record<string, never>>({
    defaultValues: {},
    fieldIds: {},
    message: () => '',
    async onSubmit() {
      // Pressing the button under the consent line is the consent.
      const { data } = await join({ variables: { input: { token, notificationConsent: true } } });
      const joined = data?.joinWaitingList.outcome;
      if (joined === 'JOINED') void trackEvent('join_waitlist', { email });
      if (joined === 'TOKEN_INVALID') kit.showProblem((LL) => LL.pages.lobby.tokenInvalid());
      else if (joined) setOutcome(joined);
      else kit.showProblem((LL) => LL.errors.generic()); // input errors: nothing the visitor can fix here
    },
  });
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
