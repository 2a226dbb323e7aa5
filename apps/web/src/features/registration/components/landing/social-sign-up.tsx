import { useI18nContext } from '@acq/locales/react';
import { useId, type ToggleEvent } from 'react';
import { toastDurationMs } from '@/components/toast/toast-store';

/**
 * Google, Facebook, Apple and phone sign-up: announced, not yet offered (docs/product.md §1). Secondary,
 * under the form: they only answer "coming soon", so they must not push the form off the screen.
 *
 * The answer is a popover, shown by the browser itself: the buttons answer from the first paint,
 * before the scripts run and without them; the app only lets it go after a toast's time.
 */
export function SocialSignUp() {
  const { LL } = useI18nContext();
  const noticeId = useId();
  const text = LL.registration.social;
  const providers = [text.google(), text.facebook(), text.apple(), text.phone()];

  function hideLater(event: ToggleEvent<HTMLDivElement>) {
    const notice = event.currentTarget;
    if (event.newState === 'open') setTimeout(() => notice.hidePopover(), toastDurationMs);
  }

  return (
    <section className="social-sign-up" aria-labelledby="social-heading">
      <h2 id="social-heading" className="divider">
        <span>{text.heading()}</span>
      </h2>
      <div className="social-sign-up__buttons">
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className="button--secondary social-sign-up__button"
            popoverTarget={noticeId}
            popoverTargetAction="show"
          >
            {provider}
          </button>
        ))}
      </div>
      <div id={noticeId} popover="auto" role="status" className="toast social-sign-up__notice" onToggle={hideLater}>
        <p>{text.comingSoon()}</p>
        <button
          type="button"
          className="toast__close"
          aria-label={LL.toast.dismiss()}
          popoverTarget={noticeId}
          popoverTargetAction="hide"
        >
          ×
        </button>
      </div>
    </section>
  );
}
