import type { Translation } from '../i18n-types';

const de = {
  app: {
    name: 'Members Only',
    title: 'Members Only: Premium- und Luxusmode mit bis zu 75 % Rabatt',
    loading: 'Wird geladen…',
    skipToContent: 'Zum Inhalt springen',
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
    stores: 'Stores',
    legalNavigation: 'Unternehmen und Rechtliches',
    jobs: 'Jobs',
    cookieSettings: 'Cookie-Einstellungen',
    privacyPolicy: 'Datenschutzerklärung',
    terms: 'Allgemeine Geschäftsbedingungen',
    imprint: 'Impressum',
    sustainability: 'Nachhaltigkeit',
    language: 'Sprache',
    changeLanguage: 'Sprache ändern',
    followUs: 'Folge uns',
    paymentMethods: 'Zahlungsarten',
    deliveryMethods: 'Versandarten',
    claims:
      'Über 3 Millionen Kundinnen und Kunden in 28 europäischen Ländern. Unsere App ist mit 4,8 Sternen aus über 500.000 Bewertungen ausgezeichnet.',
  },
  carousel: {
    previous: 'Vorherige Folie',
    next: 'Nächste Folie',
    slideOf: 'Folie {current} von {total}',
  },
  productShare: {
    body: 'Deine Registrierung ist unterwegs. Das Produkt, das du dir angesehen hast, wartet auf dich.',
    backToProduct: 'Zurück zum Produkt',
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
    membershipInterest: {
      heading: 'Interesse an einer Mitgliedschaft',
      body: 'Die Mitgliedschaft ist nur auf Einladung möglich. Ohne Einladung kannst du dich um eine Mitgliedschaft bewerben.',
      applyNow: 'Jetzt bewerben',
    },
    membershipInterestApply: {
      heading: 'Um eine Mitgliedschaft bewerben',
      body: 'Die Mitgliedschaft ist streng limitiert. Gib deine E-Mail-Adresse ein, und wir melden uns, wenn du ausgewählt wirst.',
      emailLabel: 'E-Mail-Adresse',
      submit: 'Absenden',
      invalidEmail: 'Bitte gib eine gültige E-Mail-Adresse ein',
    },
    membershipInterestConfirmation: {
      heading: 'E-Mail-Adresse erfolgreich übermittelt',
      body: 'Wir werden deine Bewerbung prüfen.',
    },
    deny: {
      heading: 'Zugriff verweigert',
      invalid: 'Zugriff verweigert. Deine Einladung ist ungültig.',
      expired: 'Zugriff verweigert. Deine Einladung ist abgelaufen. Bitte wende dich an das einladende Mitglied.',
    },
  },
  errors: {
    notAuthorized: 'Du bist nicht als Administrator angemeldet, deshalb steht dir dieses Tool nicht zur Verfügung.',
    linkNoLongerValid: 'Dein Link ist nicht mehr gültig. Bitte melde dich erneut an, um einen neuen zu erhalten.',
    generic:
      'Aufgrund eines technischen Problems ist unser Shop derzeit nicht erreichbar... Bitte besuche uns später wieder.',
    network: 'Netzwerkproblem erkannt. Bitte überprüfe deine Internetverbindung und versuche es erneut.',
    errorSummaryTitle: 'Es ist ein Problem aufgetreten',
  },
} satisfies Translation;

export default de;
