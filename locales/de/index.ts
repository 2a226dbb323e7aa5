import type { Translation } from '../i18n-types';
import { screenPages } from './screen-pages.js';
import { registrationPages } from './registration-pages.js';

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
    ...screenPages,
    ...registrationPages,
  },
  errors: {
    generic:
      'Aufgrund eines technischen Problems ist unser Shop derzeit nicht erreichbar... Bitte besuche uns später wieder.',
    network: 'Netzwerkproblem erkannt. Bitte überprüfe deine Internetverbindung und versuche es erneut.',
    errorSummaryTitle: 'Es ist ein Problem aufgetreten',
  },
} satisfies Translation;

export default de;
