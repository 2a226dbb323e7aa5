import type { BaseTranslation } from '../i18n-types';

// The base locale. docs/product.md's English wording is the English text of the UI.
const en = {
  app: {
    name: 'Members Only',
    title: 'Members Only: premium and luxury fashion at up to 75% off',
    loading: 'Loading…',
    skipToContent: 'Skip to content',
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
    stores: 'Stores',
    legalNavigation: 'Company and legal',
    jobs: 'Jobs',
    cookieSettings: 'Cookie settings',
    privacyPolicy: 'Privacy policy',
    terms: 'Terms and conditions',
    imprint: 'Imprint',
    sustainability: 'Sustainability',
    language: 'Language',
    changeLanguage: 'Change language',
    followUs: 'Follow us',
    paymentMethods: 'Payment methods',
    deliveryMethods: 'Delivery methods',
    claims: 'Over 3 million customers in 28 European countries. Our app is rated 4.8 stars from over 500K reviews.',
  },
  carousel: {
    previous: 'Previous slide',
    next: 'Next slide',
    slideOf: 'Slide {current:number} of {total:number}',
  },
  productShare: {
    body: 'Your registration is on its way. The product you were looking at is waiting for you.',
    backToProduct: 'Back to the product',
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
    membershipInterest: {
      heading: 'Membership interest',
      body: 'Membership is by invitation only. Without an invitation, you can apply for membership.',
      applyNow: 'Apply Now',
    },
    membershipInterestApply: {
      heading: 'Apply for membership',
      body: 'Membership is strictly limited. Submit your email address and we will contact you if you are selected.',
      emailLabel: 'Email address',
      submit: 'Submit',
      invalidEmail: 'Please provide a valid email address',
    },
    membershipInterestConfirmation: {
      heading: 'Email Address Submitted Successfully',
      body: 'We will consider your application.',
    },
    deny: {
      heading: 'Access denied',
      invalid: 'Access denied. Your invitation is invalid.',
      expired: 'Access denied. Your invitation has expired. Please contact the inviting member.',
    },
  },
  errors: {
    notAuthorized: 'You are not signed in as an administrator, so this tool is not available to you.',
    linkNoLongerValid: 'Your link is no longer valid. Please log in again to get a new one.',
    generic: 'Due to a technical issue our store is not available at the moment... Please visit us again later.',
    network: 'Network issue detected. Please verify your internet connection and retry.',
    errorSummaryTitle: 'There is a problem',
  },
} satisfies BaseTranslation;

export default en;
