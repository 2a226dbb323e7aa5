import { useI18nContext } from '@acq/locales/react';
import { showToast } from '@/components/toast/toast-store';

/**
 * Google, Facebook, Apple and phone sign-up: announced, not yet offered (docs/product.md §1). Secondary,
 * under the form: they only answer "coming soon", so they must not push the form off the screen.
 */
export function SocialSignUp() {
  const { LL } = useI18nContext();
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
            onClick={() => showToast(text.comingSoon())}
          >
            {provider}
          </button>
        ))}
      </div>
    </section>
  );
}
