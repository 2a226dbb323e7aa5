import { useI18nContext } from '@acq/locales/react';
import { showToast } from '@/components/toast/toast-store';

/** Google, Facebook, Apple and phone sign-up: announced, not yet offered (SPEC.md §1). */
export function SocialSignUp() {
  const { LL } = useI18nContext();
  const text = LL.registration.social;
  const providers = [text.google(), text.facebook(), text.apple(), text.phone()];
  return (
    <section className="social-sign-up" aria-labelledby="social-heading">
      <h2 id="social-heading" className="visually-hidden">
        {text.heading()}
      </h2>
      {providers.map((provider) => (
        <button key={provider} type="button" className="button--secondary" onClick={() => showToast(text.comingSoon())}>
          {provider}
        </button>
      ))}
      <p className="divider">{text.or()}</p>
    </section>
  );
}
