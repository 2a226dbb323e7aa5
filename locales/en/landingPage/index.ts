import type { BaseTranslation } from '../../i18n-types';

// The landing page: headline variants, banners, welcome vouchers, intro flow and content blocks.
const en_landingPage = {
  headlines: {
    default: {
      title: 'Up to 75% off premium and luxury fashion',
      subtitle: 'Members Only is free and without obligation. Free shipping and free returns.',
    },
    social: {
      title: 'Join the fashion club of over 3 million members',
      subtitle: 'More than 3,000 designer labels at up to 75% off, only for members.',
    },
    viral: {
      title: '{inviter:string} has invited you to join',
      subtitle: 'Accept the invitation and shop more than 3,000 designer labels at up to 75% off.',
    },
    viralNoName: {
      title: 'You have been invited to join',
      subtitle: 'Accept the invitation and shop more than 3,000 designer labels at up to 75% off.',
    },
    viralProductShare: {
      title: 'A member has shared a product with you',
      subtitle: 'Register for free to see the member price and about 5 million more products.',
    },
    daba: {
      title: 'Designer fashion for less',
      subtitle: '500 new products every day at midnight, up to 75% off.',
    },
    leanRegistrationStep2: {
      title: 'Almost done',
      subtitle: 'Tell us how to address you and your membership is ready.',
    },
    socialRegistration: {
      title: 'Sign up in seconds',
      subtitle: 'Register for free and discover premium and luxury brands at up to 75% off.',
    },
    socialRegistration2ndStep: {
      title: 'One last step',
      subtitle: 'Choose what you like to shop for and we will show you the right offers.',
    },
    social10PercentNoMov: {
      title: '10% off your first order',
      subtitle: 'Register now: your welcome voucher is valid for 2 weeks after registration.',
    },
    social15PercentNoMov: {
      title: '15% off your first order',
      subtitle: 'Register now: your welcome voucher is valid for 2 weeks after registration.',
    },
    social15PercentMov: {
      title: '15% off your first order',
      subtitle:
        'Register now: your welcome voucher is valid for 2 weeks after registration, from a minimum order value.',
    },
    social20PercentMov: {
      title: '20% off your first order',
      subtitle:
        'Register now: your welcome voucher is valid for 2 weeks after registration, from a minimum order value.',
    },
  },
  voucher: {
    label: 'Welcome voucher',
    noMov: '{percent:number}% off your first order, valid for 2 weeks after registration.',
    withMov: '{percent:number}% off your first order from a minimum order value, valid for 2 weeks after registration.',
  },
  banners: {
    blackFriday: 'Black Friday: extra offers on top of up to 75% off, only this Friday.',
    blackWeek: 'Black Week: a whole week of extra offers for members.',
    cyberMonday: 'Cyber Monday: the last chance for this year’s best offers.',
  },
  intro: {
    label: 'Welcome to Members Only',
    welcomeTitle: 'Welcome',
    welcomeText: 'The closed fashion club for premium and luxury brands. Membership is free.',
    brandsTitle: 'Luxury brands',
    brandsText: 'Over 500 labels in the club, with 500 new products every day at midnight.',
    confidenceTitle: 'Shop with confidence',
    confidenceText: 'Free shipping, free returns and an app rated 4.8 stars from over 500K reviews.',
    createTitle: 'Create your account',
    createOffer: {
      noMov: 'Register now and get {percent:number}% off your first purchase.',
      withMov: 'Register now and get {percent:number}% off your first purchase from a minimum order value.',
    },
    next: 'Next',
    skip: 'Skip',
    start: 'Create account',
  },
  benefits: {
    heading: 'Why members love us',
    discounts: 'Up to 75% off premium and luxury brands',
    labels: 'More than 3,000 designer labels and about 5 million products',
    daily: '500 new products every day at midnight',
    shipping: 'Free shipping and free returns',
  },
  carousel: {
    heading: 'Discover the club',
    women: 'Women: ready-to-wear, bags and shoes from the great fashion houses.',
    men: 'Men: tailoring, sneakers and accessories from coveted designers.',
    kids: 'Kids: designer pieces for the little ones.',
    home: 'Home: furniture and decoration from premium brands.',
    beauty: 'Beauty: fragrances and care from luxury houses.',
  },
  faq: {
    heading: 'Frequently asked questions',
    costQuestion: 'Does membership cost anything?',
    costAnswer: 'No. Membership is free and without obligation.',
    invitationQuestion: 'Why do I need an invitation?',
    invitationAnswer:
      'Members Only is a closed community. Members invite people they know; without an invitation you can apply for membership.',
    countriesQuestion: 'Where can I register?',
    countriesAnswer: 'In 28 European countries. We deliver for free and returns are free too.',
    newsletterQuestion: 'Can I unsubscribe from the newsletter?',
    newsletterAnswer: 'Yes, at any time, with the link in every newsletter or in your account.',
  },
  cta: {
    heading: 'Ready to join?',
    text: 'Registration takes less than a minute.',
    button: 'Register now',
  },
  waitingList: {
    heading: 'No invitation yet?',
    text: 'Membership is strictly limited. When the community is full, we keep a waiting list and let you know as soon as a place becomes free.',
    button: 'Apply for membership',
  },
} satisfies BaseTranslation;

export default en_landingPage;
