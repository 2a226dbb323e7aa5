import type { Translation } from '../i18n-types';

const sv = {
  app: {
    name: 'Members Only',
    title: 'Members Only: premium- och lyxmode med upp till 75 % rabatt',
    loading: 'Laddar…',
    skipToContent: 'Hoppa till innehållet',
  },
  codeEntry: {
    heading: 'Ange din kod',
    label: 'Registreringskod',
    submit: 'REGISTRERA DIG NU',
    missing: 'Ange en åtkomstkod.',
    invalid: 'Din kod är inte giltig.',
  },
  invitationErrors: {
    invalid: 'Din inbjudan är ogiltig. Tyvärr kan du inte registrera dig just nu.',
    noBalance: 'Medlemmen som bjöd in dig har inga inbjudningar kvar. Försök igen senare.',
    expired: 'Din inbjudan har gått ut. Be medlemmen som bjöd in dig om en ny.',
    invalidLink: 'Din registreringslänk är ogiltig. Be om en ny inbjudan.',
  },
  notFound: {
    heading: 'Sidan kan inte hittas',
    backToStart: 'Till startsidan',
  },
  topBanner: {
    label: 'Medlemsförmåner',
    text: 'Upp till 75 % rabatt · Fri frakt och fri retur · Medlemskapet är gratis',
  },
  footer: {
    stores: 'Butiker',
    legalNavigation: 'Företag och juridik',
    jobs: 'Jobb',
    cookieSettings: 'Cookie-inställningar',
    privacyPolicy: 'Integritetspolicy',
    terms: 'Allmänna villkor',
    imprint: 'Företagsinformation',
    sustainability: 'Hållbarhet',
    language: 'Språk',
    changeLanguage: 'Byt språk',
    followUs: 'Följ oss',
    paymentMethods: 'Betalningssätt',
    deliveryMethods: 'Leveranssätt',
    claims:
      'Över 3 miljoner kunder i 28 europeiska länder. Vår app har betyget 4,8 stjärnor från över 500 000 recensioner.',
  },
  carousel: {
    previous: 'Föregående bild',
    next: 'Nästa bild',
    slideOf: 'Bild {current} av {total}',
  },
  productShare: {
    body: 'Din registrering är på väg. Produkten du tittade på väntar på dig.',
    backToProduct: 'Tillbaka till produkten',
  },
  toast: {
    dismiss: 'Stäng',
  },
  stepper: {
    label: 'Steg {current} av {total}',
  },
  errorPage: {
    notFound: 'Sidan hittades inte',
    notFoundPath: 'Sidan hittades inte: {path}',
    internal: 'Internt serverfel',
  },
  pages: {
    membershipInterest: {
      heading: 'Intresse för medlemskap',
      body: 'Medlemskap sker endast via inbjudan. Utan inbjudan kan du ansöka om medlemskap.',
      applyNow: 'Ansök nu',
    },
    membershipInterestApply: {
      heading: 'Ansök om medlemskap',
      body: 'Medlemskapet är strikt begränsat. Ange din e-postadress så kontaktar vi dig om du blir utvald.',
      emailLabel: 'E-postadress',
      submit: 'Skicka',
      invalidEmail: 'Ange en giltig e-postadress',
    },
    membershipInterestConfirmation: {
      heading: 'E-postadressen har skickats',
      body: 'Vi kommer att överväga din ansökan.',
    },
    deny: {
      heading: 'Åtkomst nekad',
      invalid: 'Åtkomst nekad. Din inbjudan är ogiltig.',
      expired: 'Åtkomst nekad. Din inbjudan har gått ut. Kontakta medlemmen som bjöd in dig.',
    },
  },
  errors: {
    notAuthorized: 'Du är inte inloggad som administratör, så det här verktyget är inte tillgängligt för dig.',
    linkNoLongerValid: 'Din länk gäller inte längre. Logga in igen för att få en ny.',
    generic: 'På grund av ett tekniskt problem är vår butik inte tillgänglig just nu... Välkommen tillbaka senare.',
    network: 'Nätverksproblem upptäckt. Kontrollera din internetanslutning och försök igen.',
    errorSummaryTitle: 'Det finns ett problem',
  },
} satisfies Translation;

export default sv;
