import type { NamespaceRegistrationTranslation } from '../../i18n-types';

// The registration form, its messages, social sign-up and the product popup.
const de_registration = {
  form: {
    heading: 'Werde Mitglied',
    headingStep2: 'Erzähl uns von dir',
    genderLegend: 'Anrede',
    genderFemale: 'Frau',
    genderMale: 'Herr',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail-Adresse',
    country: 'Land',
    countryPlaceholder: 'Wähle dein Land',
    newsletterShort: 'Ja, ich möchte den Newsletter mit exklusiven Angeboten erhalten.',
    newsletterLong:
      'Wir schicken dir personalisierte Angebote, neue Marken und Sales per E-Mail. Du kannst diese Einwilligung jederzeit kostenlos über den Link in jedem Newsletter widerrufen.',
    terms: 'Ich stimme den Allgemeinen Geschäftsbedingungen zu und habe die Datenschutzerklärung gelesen.',
    termsLink: 'Allgemeine Geschäftsbedingungen',
    dataPolicyLink: 'Datenschutzerklärung',
    emailConsent: 'Mit deiner Registrierung stimmst du zu, E-Mails von uns zu deiner Mitgliedschaft zu erhalten.',
    signUp: 'Registrieren',
    signUpNow: 'Jetzt registrieren',
    completeRegistration: 'REGISTRIERUNG ABSCHLIESSEN',
    continue: 'Weiter',
    back: 'Zurück',
    sending: 'Bitte warten…',
  },
  messages: {
    gender: 'Bitte wähle eine Option',
    firstName: 'Bitte gib deinen Vornamen ein',
    lastName: 'Bitte gib deinen Nachnamen ein',
    country: 'Bitte wähle dein Land',
    email: 'Bitte gib eine gültige E-Mail-Adresse ein',
    invalidCharacters: 'Bitte verwende gültige Zeichen',
    tooLong: 'Bitte verwende höchstens {max} Zeichen',
    terms: 'Bitte stimme den Allgemeinen Geschäftsbedingungen zu',
    shoppingPreferences: 'Bitte wähle mindestens eine Option',
    socialToken: 'Deine Anmeldesitzung ist abgelaufen. Bitte registriere dich erneut.',
  },
  social: {
    heading: 'In einem Schritt registrieren',
    google: 'Weiter mit Google',
    facebook: 'Weiter mit Facebook',
    apple: 'Weiter mit Apple',
    phone: 'Weiter mit Telefonnummer',
    comingSoon: 'Bald verfügbar. Bitte registriere dich per E-Mail.',
  },
  codeRequired:
    'Die Registrierung ist nur auf Einladung möglich. Gib den Code aus deiner Einladung ein oder bewirb dich um eine Mitgliedschaft.',
  applyForMembership: 'Um eine Mitgliedschaft bewerben',
  productPopup: {
    heading: 'Nur für Mitglieder',
    body: 'Dieses Produkt ist unseren Mitgliedern vorbehalten. Gib deine E-Mail-Adresse ein, um dich zu registrieren und den Mitgliederpreis zu sehen.',
    submit: 'Weiter',
    close: 'Schließen',
  },
  formFinishedPopup: {
    close: 'Schließen',
  },
  shoppingPreferences: {
    legend: 'Was möchtest du shoppen?',
    WOMEN: 'Damen',
    MEN: 'Herren',
    KIDS: 'Kinder',
    HOME: 'Wohnen',
    BEAUTY: 'Beauty',
    signingUpAs: 'Du registrierst dich als {email}.',
  },
  flows: {
    steps: {
      email: 'Deine E-Mail',
      details: 'Deine Angaben',
      account: 'Dein Konto',
      preferences: 'Shopping-Vorlieben',
    },
    knownEmail: 'Du registrierst dich als {email}.',
    useAnotherEmail: 'Andere E-Mail-Adresse verwenden',
    waitingList: {
      approved:
        'Gute Nachricht: Für dich ist ein Platz frei geworden. Schließe deine Registrierung ab, um der Community beizutreten.',
      refused:
        'Dieser Freischaltungslink ist nicht gültig. Bitte verwende den Link aus deiner neuesten E-Mail oder gib einen Einladungscode ein.',
      checkFailed:
        'Wir konnten deinen Freischaltungslink nicht prüfen. Bitte lade die Seite neu, um es erneut zu versuchen.',
    },
    social: {
      heading: 'Mit deinem Social-Media-Konto registrieren',
      intro: 'Registriere dich mit deinem Konto. Im nächsten Schritt wählst du aus, was du shoppen möchtest.',
    },
  },
} satisfies NamespaceRegistrationTranslation;

export default de_registration;
