import type { BaseTranslation } from '../../i18n-types';

// Pages of the registration journey: form outcomes, activation, gift voucher, social second step.
const en_registrationPages = {
  activateAccount: {
    heading: 'Activating your account',
    body: 'One moment, please: we are activating your membership.',
    activatedHeading: 'Welcome to Members Only',
    activatedBody: 'Your membership is active. Log in to discover today’s offers.',
    login: 'Log in',
    activate: 'Activate my account',
  },
  activateAccountError: {
    heading: 'Activation unsuccessful',
    invalidLink: 'The activation link is invalid. Please try again or contact our customer service.',
    failed: 'Your activation attempt was unsuccessful. Please try again.',
    backToRegistration: 'Back to registration',
    retry: 'Try again',
  },
  formFinished: {
    heading: 'Check your inbox',
    body: 'We have sent you an e-mail to activate your membership. Please check your inbox and your spam folder.',
    sentTo: 'The e-mail went to {email:string}.',
    resend: 'Send the e-mail again',
    resent: 'We have sent the e-mail again.',
  },
  formStarted: {
    heading: 'Your registration',
    body: 'Complete your registration to discover up to 75% off premium and luxury brands.',
  },
  giftVoucher: {
    heading: 'Gift voucher',
    body: 'To redeem a gift voucher, please log in or register with an invitation from a member.',
    login: 'Log in',
    enterCode: 'I have an invitation code',
  },
  emailActiveComplete: {
    heading: 'You are already a member',
    body: 'An account with this e-mail address already exists. You will be redirected to the login page in a moment.',
    loginNow: 'Go to the login page now',
    /** WCAG 2.2.1: the visitor can stop the automatic redirect to the login page. */
    redirect: {
      stop: 'Stay on this page',
      stopped:
        'An account with this e-mail address already exists. You stay on this page: go to the login page whenever you are ready.',
    },
  },
  emailPendingComplete: {
    heading: 'Please activate your account',
    body: 'An account with this e-mail address is waiting for activation. We have sent you the activation e-mail again.',
    useAnotherAddress: 'Register with a different e-mail address',
  },
  socialSecondStep: {
    heading: 'Your shopping preferences',
    body: 'Tell us what you like to shop for, and we will show you the right offers.',
  },
} satisfies BaseTranslation;

export default en_registrationPages;
