import type { Translation } from '../i18n-types';

const sv = {
  app: {
    name: 'Members Only',
    title: 'Members Only: premium- och lyxmode med upp till 75 % rabatt',
    loading: 'Laddar…',
    skipToContent: 'Hoppa till innehållet',
  },
  landing: {
    headline: 'Members Only',
    subheadline: 'Upp till 75 % rabatt på fler än 3 000 designermärken. Fri frakt och fri retur.',
    invitedBy: '{inviter} har bjudit in dig att bli medlem.',
    invitedAnonymously: 'Du har blivit inbjuden att bli medlem.',
    countriesAvailable: 'Du kan registrera dig i {count} länder.',
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
    legalNavigation: 'Företag och juridik',
    jobs: 'Jobb',
    cookieSettings: 'Cookie-inställningar',
    privacyPolicy: 'Integritetspolicy',
    terms: 'Allmänna villkor',
    imprint: 'Företagsinformation',
    sustainability: 'Hållbarhet',
    language: 'Språk',
    followUs: 'Följ oss',
    paymentMethods: 'Betalningssätt',
    deliveryMethods: 'Leveranssätt',
    claims:
      'Över 3 miljoner kunder i 28 europeiska länder. Vår app har betyget 4,8 stjärnor från över 500 000 recensioner.',
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
    aboutUs: {
      heading: 'Om oss',
      body: 'Tillgång endast via inbjudan till fler än 3 000 eftertraktade designermärken: mode i ny tappning, med stillsam exklusivitet, i 28 europeiska länder.',
    },
    registrationLinkGenerator: {
      heading: 'Generator för registreringslänkar',
      body: 'Ange en giltig registreringskod och få en länk som gäller i 14 dagar.',
    },
    splitGenerator: {
      heading: 'Splitgenerator',
      body: 'Skapa länkar till landningssidan som visar en vald variant av ett experiment.',
    },
    lobby: {
      heading: 'Members Only',
      body: 'Vår community är full just nu. Ställ dig i kön så hör vi av oss så snart en plats blir ledig.',
    },
    membershipInterest: {
      heading: 'Intresse för medlemskap',
      body: 'Medlemskap sker endast via inbjudan. Utan inbjudan kan du ansöka om medlemskap.',
      applyNow: 'Ansök nu',
    },
    membershipInterestApply: {
      heading: 'Ansök om medlemskap',
      body: 'Medlemskapet är strikt begränsat. Ange din e-postadress så kontaktar vi dig om du blir utvald.',
    },
    membershipInterestConfirmation: {
      heading: 'E-postadressen har skickats',
      body: 'Vi kommer att överväga din ansökan.',
    },
    activateAccount: {
      heading: 'Ditt konto aktiveras',
      body: 'Ett ögonblick: vi aktiverar ditt medlemskap.',
    },
    activateAccountError: {
      heading: 'Aktiveringen misslyckades',
      invalidLink: 'Aktiveringslänken är ogiltig. Försök igen eller kontakta vår kundtjänst.',
      failed: 'Ditt aktiveringsförsök misslyckades. Försök igen.',
    },
    deny: {
      heading: 'Åtkomst nekad',
      invalid: 'Åtkomst nekad. Din inbjudan är ogiltig.',
      expired: 'Åtkomst nekad. Din inbjudan har gått ut. Kontakta medlemmen som bjöd in dig.',
    },
    formFinished: {
      heading: 'Kolla din inkorg',
      body: 'Vi har skickat ett e-postmeddelande för att aktivera ditt medlemskap. Kolla din inkorg och din skräppostmapp.',
    },
    formStarted: {
      heading: 'Din registrering',
      body: 'Slutför din registrering och upptäck upp till 75 % rabatt på premium- och lyxmärken.',
    },
    giftVoucher: {
      heading: 'Presentkort',
      body: 'För att lösa in ett presentkort, logga in eller registrera dig med en inbjudan från en medlem.',
    },
    emailActiveComplete: {
      heading: 'Du är redan medlem',
      body: 'Det finns redan ett konto med den här e-postadressen. Du skickas strax vidare till inloggningssidan.',
    },
    emailPendingComplete: {
      heading: 'Aktivera ditt konto',
      body: 'Ett konto med den här e-postadressen väntar på aktivering. Vi har skickat aktiveringsmejlet till dig igen.',
      useAnotherAddress: 'Registrera dig med en annan e-postadress',
    },
    socialSecondStep: {
      heading: 'Dina shoppingpreferenser',
      body: 'Berätta vad du gillar att handla så visar vi dig rätt erbjudanden.',
    },
  },
  errors: {
    generic: 'På grund av ett tekniskt problem är vår butik inte tillgänglig just nu... Välkommen tillbaka senare.',
    network: 'Nätverksproblem upptäckt. Kontrollera din internetanslutning och försök igen.',
    errorSummaryTitle: 'Det finns ett problem',
  },
} satisfies Translation;

export default sv;
