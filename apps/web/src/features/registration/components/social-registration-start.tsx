import { useI18nContext } from '@acq/locales/react';
import { Stepper } from '@/components/stepper/stepper';
import { useRuntimeSettings } from '@/lib/runtime-settings-context';
import { useLocalisedPath } from '@/lib/use-localised-path';

const providers = ['google', 'facebook', 'apple'] as const;

/**
 * Step 1 of social registration: sign up with a social account. Each button leads to the shop's
 * social sign-in (`socialSignInUrl`), which sends the visitor back to the social second step with a
 * token naming the account's e-mail; the invitation stays in this tab's registration state.
 */
export function SocialRegistrationStart() {
  const { LL } = useI18nContext();
  const { socialSignInUrl } = useRuntimeSettings();
  const secondStep = useLocalisedPath('/registration/social-registration-second-step');
  const text = LL.registration.social;
  const steps = LL.registration.flows.steps;
  const link = (provider: (typeof providers)[number]) => {
    const query = new URLSearchParams({ provider, returnTo: secondStep });
    return `${socialSignInUrl}${socialSignInUrl.includes('?') ? '&' : '?'}${query}`;
  };
  return (
    <section className="registration-form social-registration" aria-labelledby="social-registration-heading">
      <Stepper steps={[steps.account(), steps.preferences()]} current={0} />
      <h2 id="social-registration-heading">{LL.registration.flows.social.heading()}</h2>
      <p>{LL.registration.flows.social.intro()}</p>
      <div className="social-sign-up__buttons">
        {providers.map((provider) => (
          <a key={provider} className="button social-sign-up__button" href={link(provider)}>
            {text[provider]()}
          </a>
        ))}
      </div>
    </section>
  );
}
