import { useI18nContext } from '@acq/locales/react';
import { useMemo } from 'react';
import { AppFormView } from '@/components/form/app-form';
import { sessionKeeper } from '@/components/form/kept-values';
import { useFollowingDefault } from '@/components/form/use-following-default';
import { PageHeading } from '@/components/layout/page-heading';
import { Stepper } from '@/components/stepper/stepper';
import { useStartupFacts } from '@/lib/startup-context';
import { useHydrated } from '@/lib/use-hydrated';
import { useRegisterPost } from '../hooks/use-register-post';
import { readRegistrationState } from '../state/registration-state';
import { SocialSecondStepFields, socialFieldIds, type SocialSecondStepValues } from './social-second-step-fields';

const loadSchema = async () => (await import('../form/social-second-step-schema')).socialSecondStepSchema;

interface SocialSecondStepProps {
  /** The social sign-in's token, kept by the page's loader out of the address. */
  socialToken: string;
  /** The e-mail the token names. */
  email: string;
}

/**
 * Step 2 of social registration, after the sign-up with a social account: shopping preferences
 * and consents complete the registration, which carries the sign-in's token (the backend checks
 * it names the address) and the invitation this tab kept from the landing page.
 */
export function SocialSecondStepPage({ socialToken, email }: SocialSecondStepProps) {
  const { LL } = useI18nContext();
  const { country } = useStartupFacts();
  const keeper = useMemo(() => sessionKeeper<SocialSecondStepValues>('social-second-step'), []);
  // The invitation this tab kept from the landing page (session storage: known once hydrated).
  const kept = useHydrated() ? readRegistrationState() : null;
  const start: SocialSecondStepValues = {
    shoppingPreferences: [],
    country,
    newsletter: false,
    termsAndConditionsAccepted: false,
  };
  const { kit } = useRegisterPost({
    defaultValues: start,
    fieldIds: socialFieldIds,
    loadSchema,
    keeper,
    hiddenFields: {
      step: 'social',
      flow: 'SOCIAL_REGISTRATION',
      email,
      socialToken,
      registrationCode: kept?.registrationCode,
      validityTimestamp: kept?.validityTimestamp,
    },
  });
  useFollowingDefault(kit, 'country', country);
  const steps = LL.registration.flows.steps;
  return (
    <>
      <Stepper steps={[steps.account(), steps.preferences()]} current={1} />
      <PageHeading title={LL.registrationPages.socialSecondStep.heading()} />
      <p className="lead">{LL.registrationPages.socialSecondStep.body()}</p>
      <AppFormView kit={kit} className="registration-form">
        <p className="names-address">{LL.registration.shoppingPreferences.signingUpAs({ email })}</p>
        <SocialSecondStepFields kit={kit.fields} />
        <button type="submit" disabled={kit.sending}>
          {kit.sending ? LL.registration.form.sending() : LL.registration.form.completeRegistration()}
        </button>
      </AppFormView>
    </>
  );
}
