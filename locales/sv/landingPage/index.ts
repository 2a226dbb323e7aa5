import type { NamespaceLandingPageTranslation } from '../../i18n-types';

// The landing page: headline variants, banners, welcome vouchers, intro flow and content blocks.
const sv_landingPage = {
  headlines: {
    default: {
      title: 'Upp till 75 % rabatt på premium- och lyxmode',
      subtitle: 'Members Only är gratis och helt utan förpliktelser. Fri frakt och fri retur.',
    },
    social: {
      title: 'Gå med i modeklubben med över 3 miljoner medlemmar',
      subtitle: 'Fler än 3 000 designermärken med upp till 75 % rabatt, endast för medlemmar.',
    },
    viral: {
      title: '{inviter} har bjudit in dig att bli medlem',
      subtitle: 'Tacka ja till inbjudan och shoppa fler än 3 000 designermärken med upp till 75 % rabatt.',
    },
    viralNoName: {
      title: 'Du har blivit inbjuden att bli medlem',
      subtitle: 'Tacka ja till inbjudan och shoppa fler än 3 000 designermärken med upp till 75 % rabatt.',
    },
    viralProductShare: {
      title: 'En medlem har delat en produkt med dig',
      subtitle: 'Registrera dig gratis för att se medlemspriset och ungefär 5 miljoner andra produkter.',
    },
    daba: {
      title: 'Designermode för mindre',
      subtitle: '500 nya produkter varje dag vid midnatt, med upp till 75 % rabatt.',
    },
    leanRegistrationStep2: {
      title: 'Nästan klart',
      subtitle: 'Berätta hur vi ska tilltala dig, så är ditt medlemskap klart.',
    },
    socialRegistration: {
      title: 'Registrera dig på några sekunder',
      subtitle: 'Registrera dig gratis och upptäck premium- och lyxmärken med upp till 75 % rabatt.',
    },
    socialRegistration2ndStep: {
      title: 'Ett sista steg',
      subtitle: 'Välj vad du gillar att shoppa så visar vi dig rätt erbjudanden.',
    },
    social10PercentNoMov: {
      title: '10 % rabatt på din första beställning',
      subtitle: 'Registrera dig nu: din välkomstrabatt gäller i 2 veckor efter registreringen.',
    },
    social15PercentNoMov: {
      title: '15 % rabatt på din första beställning',
      subtitle: 'Registrera dig nu: din välkomstrabatt gäller i 2 veckor efter registreringen.',
    },
    social15PercentMov: {
      title: '15 % rabatt på din första beställning',
      subtitle:
        'Registrera dig nu: din välkomstrabatt gäller i 2 veckor efter registreringen, från ett lägsta ordervärde.',
    },
    social20PercentMov: {
      title: '20 % rabatt på din första beställning',
      subtitle:
        'Registrera dig nu: din välkomstrabatt gäller i 2 veckor efter registreringen, från ett lägsta ordervärde.',
    },
  },
  voucher: {
    label: 'Välkomstrabatt',
    noMov: '{percent} % rabatt på din första beställning, gäller i 2 veckor efter registreringen.',
    withMov:
      '{percent} % rabatt på din första beställning från ett lägsta ordervärde, gäller i 2 veckor efter registreringen.',
  },
  banners: {
    blackFriday: 'Black Friday: extra erbjudanden utöver upp till 75 % rabatt, bara denna fredag.',
    blackWeek: 'Black Week: en hel vecka med extra erbjudanden för medlemmar.',
    cyberMonday: 'Cyber Monday: sista chansen till årets bästa erbjudanden.',
  },
  intro: {
    label: 'Välkommen till Members Only',
    welcomeTitle: 'Välkommen',
    welcomeText: 'Den slutna modeklubben för premium- och lyxmärken. Medlemskapet är gratis.',
    brandsTitle: 'Lyxmärken',
    brandsText: 'Över 500 märken i klubben och 500 nya produkter varje dag vid midnatt.',
    confidenceTitle: 'Handla tryggt',
    confidenceText: 'Fri frakt, fri retur och en app med betyget 4,8 stjärnor från över 500 000 recensioner.',
    createTitle: 'Skapa ditt konto',
    createOffer: {
      noMov: 'Registrera dig nu och få {percent} % rabatt på ditt första köp.',
      withMov: 'Registrera dig nu och få {percent} % rabatt på ditt första köp från ett lägsta ordervärde.',
    },
    next: 'Nästa',
    skip: 'Hoppa över',
    start: 'Skapa konto',
  },
  benefits: {
    heading: 'Därför älskar våra medlemmar oss',
    discounts: 'Upp till 75 % rabatt på premium- och lyxmärken',
    labels: 'Fler än 3 000 designermärken och ungefär 5 miljoner produkter',
    daily: '500 nya produkter varje dag vid midnatt',
    shipping: 'Fri frakt och fri retur',
  },
  carousel: {
    heading: 'Upptäck klubben',
    women: 'Dam: konfektion, väskor och skor från de stora modehusen.',
    men: 'Herr: skräddarsytt, sneakers och accessoarer från eftertraktade designers.',
    kids: 'Barn: designerplagg för de minsta.',
    home: 'Hem: möbler och inredning från premiummärken.',
    beauty: 'Skönhet: dofter och hudvård från lyxhus.',
  },
  faq: {
    heading: 'Vanliga frågor',
    costQuestion: 'Kostar medlemskapet något?',
    costAnswer: 'Nej. Medlemskapet är gratis och helt utan förpliktelser.',
    invitationQuestion: 'Varför behöver jag en inbjudan?',
    invitationAnswer:
      'Members Only är en sluten community. Medlemmar bjuder in personer de känner; utan inbjudan kan du ansöka om medlemskap.',
    countriesQuestion: 'Var kan jag registrera mig?',
    countriesAnswer: 'I 28 europeiska länder. Vi levererar gratis och returer är också gratis.',
    newsletterQuestion: 'Kan jag avregistrera mig från nyhetsbrevet?',
    newsletterAnswer: 'Ja, när som helst via länken i varje nyhetsbrev eller i ditt konto.',
  },
  cta: {
    heading: 'Redo att bli medlem?',
    text: 'Registreringen tar mindre än en minut.',
    button: 'Registrera dig nu',
  },
  waitingList: {
    heading: 'Ingen inbjudan än?',
    text: 'Medlemskapet är strikt begränsat. När communityn är full har vi en väntelista och hör av oss så snart en plats blir ledig.',
    button: 'Ansök om medlemskap',
  },
} satisfies NamespaceLandingPageTranslation;

export default sv_landingPage;
