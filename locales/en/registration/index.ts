import type { BaseTranslation } from '../../i18n-types';

// The registration form, its messages, social sign-up and the product popup.
const en_registration = {
  form: {
    heading: 'Become a member',
    headingStep2: 'Tell us about you',
    genderLegend: 'Form of address',
    genderFemale: 'Ms/Mrs',
    genderMale: 'Mr',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail address',
    country: 'Country',
    countryPlaceholder: 'Select your country',
    newsletterShort: 'Yes, I would like to receive the newsletter with exclusive offers.',
    newsletterLong:
      'We will send you personalised offers, new brands and sales by e-mail. You can withdraw this consent at any time, free of charge, with the link in every newsletter.',
    terms: 'I agree to the terms and conditions and have read the data policy.',
    termsLink: 'Terms and conditions',
    dataPolicyLink: 'Data policy',
    emailConsent: 'By registering, you agree to receive e-mails from us about your membership.',
    signUp: 'Sign Up',
    signUpNow: 'Sign Up Now',
    completeRegistration: 'COMPLETE REGISTRATION',
    continue: 'Continue',
    back: 'Back',
    sending: 'Please wait…',
  },
  messages: {
    gender: 'Please choose an option',
    firstName: 'Please provide your first name',
    lastName: 'Please provide your last name',
    country: 'Please select your country',
    email: 'Please provide a valid email address',
    invalidCharacters: 'Please use valid characters',
    tooLong: 'Please use no more than {max:number} characters',
    terms: 'Please agree to the terms and conditions',
    shoppingPreferences: 'Please choose at least one option',
    socialToken: 'Your sign-up session has expired. Please sign up again.',
  },
  social: {
    heading: 'Sign up in one step',
    google: 'Continue with Google',
    facebook: 'Continue with Facebook',
    apple: 'Continue with Apple',
    phone: 'Continue with phone number',
    comingSoon: 'Coming soon. Please register by email.',
  },
  codeRequired: 'Registration is by invitation only. Enter the code from your invitation or apply for membership.',
  applyForMembership: 'Apply for membership',
  productPopup: {
    heading: 'Members only',
    body: 'This product is reserved for our members. Enter your e-mail address to register and see the member price.',
    submit: 'Continue',
    close: 'Close',
  },
  formFinishedPopup: {
    close: 'Close',
  },
  shoppingPreferences: {
    legend: 'What would you like to shop for?',
    WOMEN: 'Women',
    MEN: 'Men',
    KIDS: 'Kids',
    HOME: 'Home',
    BEAUTY: 'Beauty',
    signingUpAs: 'You are signing up as {email:string}.',
  },
  // What each registration flow shows of its own: steps, a known e-mail, approvals, social sign-up.
  flows: {
    steps: {
      email: 'Your e-mail',
      details: 'Your details',
      account: 'Your account',
      preferences: 'Shopping preferences',
    },
    knownEmail: 'You are registering as {email:string}.',
    useAnotherEmail: 'Use another e-mail address',
    waitingList: {
      approved: 'Good news: a place has become free for you. Complete your registration to join the community.',
      refused:
        'This approval link is not valid. Please use the link from your most recent e-mail, or enter an invitation code.',
      checkFailed: 'We could not check your approval link. Please reload the page to try again.',
    },
    social: {
      heading: 'Sign up with your social account',
      intro: 'Sign up with your account. In the next step you choose what you would like to shop for.',
    },
  },
} satisfies BaseTranslation;

export default en_registration;
