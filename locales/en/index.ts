import type { BaseTranslation } from '../i18n-types';

// The base locale. SPEC.md's English wording is the English text of the UI.
const en = {
  app: {
    name: 'Members Only',
    title: 'Members Only: premium and luxury fashion at up to 75% off',
    loading: 'Loading…',
    skipToContent: 'Skip to content',
  },
  landing: {
    headline: 'Members Only',
    subheadline: 'Up to 75% off more than 3,000 designer labels. Free shipping and free returns.',
    invitedBy: '{inviter:string} has invited you to join.',
    invitedAnonymously: 'You have been invited to join.',
    countriesAvailable: 'You can register in {count:number} countries.',
  },
  codeEntry: {
    heading: 'Enter your code',
    label: 'Registration code',
    submit: 'REGISTER NOW',
    missing: 'Please provide an access code.',
    invalid: 'Your code is not valid.',
  },
  invitationErrors: {
    invalid: 'Your invitation is invalid. Unfortunately, you cannot register at this time.',
    noBalance: 'The inviting member has no invitations left. Please try again later.',
    expired: 'Your invitation has expired. Please request a new one from the inviting member.',
    invalidLink: 'Your registration link is invalid. Please request a new invitation.',
  },
  notFound: {
    heading: 'The page cannot be found',
    backToStart: 'Go to the start page',
  },
  topBanner: {
    label: 'Member benefits',
    text: 'Up to 75% off · Free shipping and free returns · Membership is free',
  },
  footer: {
    legalNavigation: 'Company and legal',
    jobs: 'Jobs',
    cookieSettings: 'Cookie settings',
    privacyPolicy: 'Privacy policy',
    terms: 'Terms and conditions',
    imprint: 'Imprint',
    sustainability: 'Sustainability',
    language: 'Language',
    followUs: 'Follow us',
    paymentMethods: 'Payment methods',
    deliveryMethods: 'Delivery methods',
    claims: 'Over 3 million customers in 28 European countries. Our app is rated 4.8 stars from over 500K reviews.',
  },
  toast: {
    dismiss: 'Dismiss',
  },
  stepper: {
    label: 'Step {current:number} of {total:number}',
  },
  errorPage: {
    notFound: 'Page Not Found',
    notFoundPath: 'Page Not Found: {path:string}',
    internal: 'Internal Server Error',
  },
  pages: {
    aboutUs: {
      heading: 'About us',
      body: 'Invitation-only access to more than 3,000 coveted designer labels: fashion redefined, with quiet exclusivity, in 28 European countries.',
    },
    registrationLinkGenerator: {
      heading: 'Registration link generator',
      body: 'Insert a valid registration code and get a link that is valid for 14 days.',
    },
    splitGenerator: {
      heading: 'Split generator',
      body: 'Build landing-page links that show a chosen experiment variation.',
    },
    lobby: {
      heading: 'Members Only',
      body: 'Our community is full at the moment. Join the waiting list and we will let you know as soon as a place becomes free.',
    },
    membershipInterest: {
      heading: 'Membership interest',
      body: 'Membership is by invitation only. Without an invitation, you can apply for membership.',
      applyNow: 'Apply Now',
    },
    membershipInterestApply: {
      heading: 'Apply for membership',
      body: 'Membership is strictly limited. Submit your email address and we will contact you if you are selected.',
    },
    membershipInterestConfirmation: {
      heading: 'Email Address Submitted Successfully',
      body: 'We will consider your application.',
    },
    activateAccount: {
      heading: 'Activating your account',
      body: 'One moment, please: we are activating your membership.',
    },
    activateAccountError: {
      heading: 'Activation unsuccessful',
      invalidLink: 'The activation link is invalid. Please try again or contact our customer service.',
      failed: 'Your activation attempt was unsuccessful. Please try again.',
    },
    deny: {
      heading: 'Access denied',
      invalid: 'Access denied. Your invitation is invalid.',
      expired: 'Access denied. Your invitation has expired. Please contact the inviting member.',
    },
    formFinished: {
      heading: 'Check your inbox',
      body: 'We have sent you an e-mail to activate your membership. Please check your inbox and your spam folder.',
    },
    formStarted: {
      heading: 'Your registration',
      body: 'Complete your registration to discover up to 75% off premium and luxury brands.',
    },
    giftVoucher: {
      heading: 'Gift voucher',
      body: 'To redeem a gift voucher, please log in or register with an invitation from a member.',
    },
    emailActiveComplete: {
      heading: 'You are already a member',
      body: 'An account with this e-mail address already exists. You will be redirected to the login page in a moment.',
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
  },
  errors: {
    generic: 'Due to a technical issue our store is not available at the moment... Please visit us again later.',
    network: 'Network issue detected. Please verify your internet connection and retry.',
    errorSummaryTitle: 'There is a problem',
  },
} satisfies BaseTranslation;

export default en;
