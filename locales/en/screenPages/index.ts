import type { BaseTranslation } from '../../i18n-types';

// Pages of the lobby, about us, stores and admin tools (the membership interest's and the denial's
// are every page's: pages.*).
const en_screenPages = {
  aboutUs: {
    heading: 'About us',
    body: 'Invitation-only access to more than 3,000 coveted designer labels: fashion redefined, with quiet exclusivity, in 28 European countries.',
    carouselLabel: 'Member benefits',
    slides: {
      invitation: {
        title: 'Invitation-only access',
        text: 'Our community is closed: you join when a member invites you, and membership is free and without obligation.',
      },
      fashion: {
        title: 'Fashion redefined',
        text: 'Premium and luxury fashion at up to 75% off, with free shipping and free returns.',
      },
      designers: {
        title: 'Coveted designers',
        text: 'More than 3,000 designer labels and 500 new products every day at midnight.',
      },
      exclusivity: {
        title: 'Quiet exclusivity',
        text: 'Our offers are for members only: no public prices, no crowds, just the pieces you are looking for.',
      },
      countries: {
        title: '28 European countries',
        text: 'Over 3 million members shop with us across 28 European countries.',
      },
    },
  },
  stores: {
    heading: 'Our stores',
    body: 'Discover our collections in person. Our three stores are open exclusively to members holding a Silver, Gold or Diamond card.',
    access: 'Please show your Silver, Gold or Diamond membership card at the entrance.',
    hours: 'Monday to Saturday, 10 am to 7 pm',
    munich: 'Munich',
    dornach: 'Dornach',
    vienna: 'Vienna',
    germany: 'Germany',
    austria: 'Austria',
  },
  registrationLinkGenerator: {
    heading: 'Registration link generator',
    body: 'Insert a valid registration code and get a link that is valid for 14 days.',
    codeLabel: 'Registration code',
    submit: 'Create link',
    invalidCharacters: 'Please use valid characters',
    codeRejected: 'This registration code cannot be used for a registration link.',
    linkLabel: 'Registration link',
    validUntil: 'Valid until {date:string}',
    copy: 'Copy link to clipboard',
  },
  splitGenerator: {
    heading: 'Split generator',
    body: 'Links to the landing page that show a chosen value of each landing option, for every language. Forced values are not counted as experiment assignments.',
    notConfigured: 'No feature-flag service is configured for this environment.',
    loadFailed: 'The experiments could not be loaded. Please try again later.',
    codeLabel: 'Registration code (optional)',
    codeHint: 'Adds the code to every link, so the link also opens the registration form.',
    unprefixed: 'Without language prefix (English)',
    valueColumn: 'Value',
    runningExperiment: 'Running experiment: {name:string}',
    options: {
      registrationFlow: 'Registration flow',
      layout: 'Layout',
      headline: 'Headline',
      welcomeVoucher: 'Welcome voucher',
      introFlow: 'Intro flow',
      banner: 'Seasonal banner',
      formFinishedInPopup: '“Check your inbox” in a popup',
    },
  },
  admin: {
    refusedHeading: 'For administrators only',
    signInHint: 'Please sign in with your administrator account and open this page again.',
    signedInAs: 'Signed in as {name:string}',
    copied: 'Link copied to clipboard.',
    copyFailed: 'The link could not be copied. Please select it and copy it yourself.',
  },
  lobby: {
    heading: 'Members Only',
    body: 'Our community is full at the moment. Join the waiting list and we will let you know as soon as a place becomes free.',
    waitingListHeading: 'Waiting list',
    consent:
      'By joining the waiting list, I agree that you notify me at {email:string} as soon as a place becomes free.',
    join: 'JOIN THE WAITING LIST',
    joined: 'You have been successfully added to the waiting list.',
    alreadyJoined: 'You are already on the waiting list. We will let you know as soon as a place becomes free.',
    backToLogin: 'Back to login',
    legalNote: 'Did you sign up with Google, Facebook or Apple and no longer want an account with us?',
    legalLink: 'How to delete an account created with a social provider',
  },
} satisfies BaseTranslation;

export default en_screenPages;
