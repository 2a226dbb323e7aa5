import type { NamespaceLandingPageTranslation } from '../../i18n-types';

// The landing page: headline variants, banners, welcome vouchers, intro flow and content blocks.
const nl_landingPage = {
  headlines: {
    default: {
      title: 'Tot 75% korting op premium- en luxemode',
      subtitle: 'Members Only is gratis en vrijblijvend. Gratis verzending en gratis retourneren.',
    },
    social: {
      title: 'Word lid van de fashionclub met meer dan 3 miljoen leden',
      subtitle: 'Meer dan 3.000 designermerken met tot 75% korting, alleen voor leden.',
    },
    viral: {
      title: '{inviter} heeft je uitgenodigd om lid te worden',
      subtitle: 'Accepteer de uitnodiging en shop meer dan 3.000 designermerken met tot 75% korting.',
    },
    viralNoName: {
      title: 'Je bent uitgenodigd om lid te worden',
      subtitle: 'Accepteer de uitnodiging en shop meer dan 3.000 designermerken met tot 75% korting.',
    },
    viralProductShare: {
      title: 'Een lid heeft een product met je gedeeld',
      subtitle: 'Registreer je gratis om de ledenprijs en zo’n 5 miljoen andere producten te zien.',
    },
    daba: {
      title: 'Designermode voor minder',
      subtitle: 'Elke dag om middernacht 500 nieuwe producten, met tot 75% korting.',
    },
    leanRegistrationStep2: {
      title: 'Bijna klaar',
      subtitle: 'Vertel ons hoe we je mogen aanspreken en je lidmaatschap is klaar.',
    },
    socialRegistration: {
      title: 'In een paar seconden geregistreerd',
      subtitle: 'Registreer je gratis en ontdek premium- en luxemerken met tot 75% korting.',
    },
    socialRegistration2ndStep: {
      title: 'Nog één stap',
      subtitle: 'Kies waar je graag voor shopt, dan tonen we je de juiste aanbiedingen.',
    },
    social10PercentNoMov: {
      title: '10% korting op je eerste bestelling',
      subtitle: 'Registreer je nu: je welkomstvoucher is geldig tot 2 weken na je registratie.',
    },
    social15PercentNoMov: {
      title: '15% korting op je eerste bestelling',
      subtitle: 'Registreer je nu: je welkomstvoucher is geldig tot 2 weken na je registratie.',
    },
    social15PercentMov: {
      title: '15% korting op je eerste bestelling',
      subtitle:
        'Registreer je nu: je welkomstvoucher is geldig tot 2 weken na je registratie, vanaf een minimale bestelwaarde.',
    },
    social20PercentMov: {
      title: '20% korting op je eerste bestelling',
      subtitle:
        'Registreer je nu: je welkomstvoucher is geldig tot 2 weken na je registratie, vanaf een minimale bestelwaarde.',
    },
  },
  voucher: {
    label: 'Welkomstvoucher',
    noMov: '{percent}% korting op je eerste bestelling, geldig tot 2 weken na je registratie.',
    withMov:
      '{percent}% korting op je eerste bestelling vanaf een minimale bestelwaarde, geldig tot 2 weken na je registratie.',
  },
  banners: {
    blackFriday: 'Black Friday: extra aanbiedingen bovenop tot 75% korting, alleen deze vrijdag.',
    blackWeek: 'Black Week: een hele week extra aanbiedingen voor leden.',
    cyberMonday: 'Cyber Monday: de laatste kans op de beste aanbiedingen van dit jaar.',
  },
  intro: {
    label: 'Welkom bij Members Only',
    welcomeTitle: 'Welkom',
    welcomeText: 'De besloten fashionclub voor premium- en luxemerken. Het lidmaatschap is gratis.',
    brandsTitle: 'Luxemerken',
    brandsText: 'Meer dan 500 merken in de club, met elke dag om middernacht 500 nieuwe producten.',
    confidenceTitle: 'Zorgeloos shoppen',
    confidenceText:
      'Gratis verzending, gratis retourneren en een app met 4,8 sterren uit meer dan 500.000 beoordelingen.',
    createTitle: 'Maak je account aan',
    createOffer: {
      noMov: 'Registreer je nu en krijg {percent}% korting op je eerste aankoop.',
      withMov: 'Registreer je nu en krijg {percent}% korting op je eerste aankoop vanaf een minimale bestelwaarde.',
    },
    next: 'Volgende',
    skip: 'Overslaan',
    start: 'Account aanmaken',
  },
  benefits: {
    heading: 'Waarom onze leden dol op ons zijn',
    discounts: 'Tot 75% korting op premium- en luxemerken',
    labels: 'Meer dan 3.000 designermerken en zo’n 5 miljoen producten',
    daily: 'Elke dag om middernacht 500 nieuwe producten',
    shipping: 'Gratis verzending en gratis retourneren',
  },
  carousel: {
    heading: 'Ontdek de club',
    women: 'Dames: confectie, tassen en schoenen van de grote modehuizen.',
    men: 'Heren: maatkleding, sneakers en accessoires van gewilde designers.',
    kids: 'Kinderen: designerstukken voor de kleintjes.',
    home: 'Wonen: meubels en decoratie van premiummerken.',
    beauty: 'Beauty: geuren en verzorging van luxehuizen.',
  },
  faq: {
    heading: 'Veelgestelde vragen',
    costQuestion: 'Kost het lidmaatschap iets?',
    costAnswer: 'Nee. Het lidmaatschap is gratis en vrijblijvend.',
    invitationQuestion: 'Waarom heb ik een uitnodiging nodig?',
    invitationAnswer:
      'Members Only is een besloten community. Leden nodigen mensen uit die ze kennen; zonder uitnodiging kun je je aanmelden voor een lidmaatschap.',
    countriesQuestion: 'Waar kan ik me registreren?',
    countriesAnswer: 'In 28 Europese landen. We verzenden gratis en ook retourneren is gratis.',
    newsletterQuestion: 'Kan ik me afmelden voor de nieuwsbrief?',
    newsletterAnswer: 'Ja, op elk moment, via de link in elke nieuwsbrief of in je account.',
  },
  cta: {
    heading: 'Klaar om lid te worden?',
    text: 'Registreren duurt minder dan een minuut.',
    button: 'Nu registreren',
  },
  waitingList: {
    heading: 'Nog geen uitnodiging?',
    text: 'Het lidmaatschap is strikt beperkt. Als de community vol is, houden we een wachtlijst bij en laten we het je weten zodra er een plek vrijkomt.',
    button: 'Aanmelden voor een lidmaatschap',
  },
} satisfies NamespaceLandingPageTranslation;

export default nl_landingPage;
