import type { Translation } from '../i18n-types';

const de = {
  app: {
    name: 'Members Only',
    title: 'Members Only: Premium- und Luxusmode mit bis zu 75 % Rabatt',
    loading: 'Wird geladen…',
    skipToContent: 'Zum Inhalt springen',
  },
  landing: {
    headline: 'Members Only',
    subheadline:
      'Bis zu 75 % Rabatt auf mehr als 3.000 Designermarken. Kostenloser Versand und kostenlose Rücksendung.',
    invitedBy: '{inviter} hat dich eingeladen, Mitglied zu werden.',
    invitedAnonymously: 'Du wurdest eingeladen, Mitglied zu werden.',
    countriesAvailable: 'Du kannst dich in {count} Ländern registrieren.',
  },
  codeEntry: {
    heading: 'Gib deinen Code ein',
    label: 'Registrierungscode',
    submit: 'JETZT REGISTRIEREN',
    missing: 'Bitte gib einen Zugangscode ein.',
    invalid: 'Dein Code ist nicht gültig.',
  },
  invitationErrors: {
    invalid: 'Deine Einladung ist ungültig. Leider kannst du dich derzeit nicht registrieren.',
    noBalance: 'Das einladende Mitglied hat keine Einladungen mehr. Bitte versuche es später erneut.',
    expired: 'Deine Einladung ist abgelaufen. Bitte fordere beim einladenden Mitglied eine neue an.',
    invalidLink: 'Dein Registrierungslink ist ungültig. Bitte fordere eine neue Einladung an.',
  },
  notFound: {
    heading: 'Die Seite wurde nicht gefunden',
    backToStart: 'Zur Startseite',
  },
  topBanner: {
    label: 'Vorteile für Mitglieder',
    text: 'Bis zu 75 % Rabatt · Kostenloser Versand und Rückversand · Mitgliedschaft kostenlos',
  },
  footer: {
    legalNavigation: 'Unternehmen und Rechtliches',
    jobs: 'Jobs',
    cookieSettings: 'Cookie-Einstellungen',
    privacyPolicy: 'Datenschutzerklärung',
    terms: 'Allgemeine Geschäftsbedingungen',
    imprint: 'Impressum',
    sustainability: 'Nachhaltigkeit',
    language: 'Sprache',
    followUs: 'Folge uns',
    paymentMethods: 'Zahlungsarten',
    deliveryMethods: 'Versandarten',
    claims:
      'Über 3 Millionen Kundinnen und Kunden in 28 europäischen Ländern. Unsere App ist mit 4,8 Sternen aus über 500.000 Bewertungen ausgezeichnet.',
  },
  toast: {
    dismiss: 'Schließen',
  },
  stepper: {
    label: 'Schritt {current} von {total}',
  },
  errorPage: {
    notFound: 'Seite nicht gefunden',
    notFoundPath: 'Seite nicht gefunden: {path}',
    internal: 'Interner Serverfehler',
  },
  pages: {
    aboutUs: {
      heading: 'Über uns',
      body: 'Zugang nur auf Einladung zu mehr als 3.000 begehrten Designermarken: Mode neu gedacht, mit stiller Exklusivität, in 28 europäischen Ländern.',
    },
    registrationLinkGenerator: {
      heading: 'Registrierungslink-Generator',
      body: 'Gib einen gültigen Registrierungscode ein und erhalte einen Link, der 14 Tage lang gültig ist.',
    },
    splitGenerator: {
      heading: 'Split-Generator',
      body: 'Erstelle Links zur Landingpage, die eine gewählte Variante eines Experiments zeigen.',
    },
    lobby: {
      heading: 'Members Only',
      body: 'Unsere Community ist im Moment voll. Trag dich in die Warteliste ein, und wir melden uns, sobald ein Platz frei wird.',
    },
    membershipInterest: {
      heading: 'Interesse an einer Mitgliedschaft',
      body: 'Die Mitgliedschaft ist nur auf Einladung möglich. Ohne Einladung kannst du dich um eine Mitgliedschaft bewerben.',
      applyNow: 'Jetzt bewerben',
    },
    membershipInterestApply: {
      heading: 'Um eine Mitgliedschaft bewerben',
      body: 'Die Mitgliedschaft ist streng limitiert. Gib deine E-Mail-Adresse ein, und wir melden uns, wenn du ausgewählt wirst.',
    },
    membershipInterestConfirmation: {
      heading: 'E-Mail-Adresse erfolgreich übermittelt',
      body: 'Wir werden deine Bewerbung prüfen.',
    },
    activateAccount: {
      heading: 'Dein Konto wird aktiviert',
      body: 'Einen Moment bitte: Wir aktivieren deine Mitgliedschaft.',
    },
    activateAccountError: {
      heading: 'Aktivierung nicht erfolgreich',
      invalidLink:
        'Der Aktivierungslink ist ungültig. Bitte versuche es erneut oder wende dich an unseren Kundenservice.',
      failed: 'Dein Aktivierungsversuch war nicht erfolgreich. Bitte versuche es erneut.',
    },
    deny: {
      heading: 'Zugriff verweigert',
      invalid: 'Zugriff verweigert. Deine Einladung ist ungültig.',
      expired: 'Zugriff verweigert. Deine Einladung ist abgelaufen. Bitte wende dich an das einladende Mitglied.',
    },
    formFinished: {
      heading: 'Sieh in dein Postfach',
      body: 'Wir haben dir eine E-Mail zur Aktivierung deiner Mitgliedschaft geschickt. Bitte sieh in deinem Posteingang und in deinem Spam-Ordner nach.',
    },
    formStarted: {
      heading: 'Deine Registrierung',
      body: 'Schließ deine Registrierung ab und entdecke bis zu 75 % Rabatt auf Premium- und Luxusmarken.',
    },
    giftVoucher: {
      heading: 'Geschenkgutschein',
      body: 'Um einen Geschenkgutschein einzulösen, melde dich bitte an oder registriere dich mit der Einladung eines Mitglieds.',
    },
    emailActiveComplete: {
      heading: 'Du bist bereits Mitglied',
      body: 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse. Du wirst gleich zur Anmeldeseite weitergeleitet.',
    },
    emailPendingComplete: {
      heading: 'Bitte aktiviere dein Konto',
      body: 'Ein Konto mit dieser E-Mail-Adresse wartet auf die Aktivierung. Wir haben dir die Aktivierungs-E-Mail erneut geschickt.',
      useAnotherAddress: 'Mit einer anderen E-Mail-Adresse registrieren',
    },
    socialSecondStep: {
      heading: 'Deine Shopping-Vorlieben',
      body: 'Verrate uns, wofür du dich interessierst, und wir zeigen dir die passenden Angebote.',
    },
  },
  errors: {
    generic:
      'Aufgrund eines technischen Problems ist unser Shop derzeit nicht erreichbar... Bitte besuche uns später wieder.',
    network: 'Netzwerkproblem erkannt. Bitte überprüfe deine Internetverbindung und versuche es erneut.',
    errorSummaryTitle: 'Es ist ein Problem aufgetreten',
  },
} satisfies Translation;

export default de;
