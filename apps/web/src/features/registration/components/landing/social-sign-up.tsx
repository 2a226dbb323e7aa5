import { useI18nContext } from '@acq/locales/react';
import { useId } from 'react';

/**
 * Google, Facebook, Apple and phone sign-up: announced, not yet offered (docs/product.md §1). Secondary,
 * under the form: they only answer "coming soon", so they must not push the form off the screen.
 *
 * The answer is a popover, shown by the browser itself: the buttons answer from the first paint,
 * before the scripts run and without them. It stays until the visitor closes it (its button,
 * Escape or a click elsewhere): no time limit on reading it (WCAG 2.2.1).
 */
export function SocialSignUp() {
  const { LL } = useI18nContext();
  const noticeId = useId();
  const text = LL.registration.social;
  const providers = [text.google(), text.facebook(), text.apple(), text.phone()];

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
      <div id={noticeId} popover="auto" role="status" className="toast social-sign-up__notice">
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
