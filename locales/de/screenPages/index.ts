import type { NamespaceScreenPagesTranslation } from '../../i18n-types';

// Pages of the lobby, about us, stores and admin tools (the membership interest's and the denial's
// are every page's: pages.*).
const de_screenPages = {
  aboutUs: {
    heading: 'Über uns',
    body: 'Zugang nur auf Einladung zu mehr als 3.000 begehrten Designermarken: Mode neu gedacht, mit stiller Exklusivität, in 28 europäischen Ländern.',
    carouselLabel: 'Vorteile für Mitglieder',
    slides: {
      invitation: {
        title: 'Zugang nur auf Einladung',
        text: 'Unsere Community ist geschlossen: Du wirst Mitglied, wenn dich ein Mitglied einlädt. Die Mitgliedschaft ist kostenlos und unverbindlich.',
      },
      fashion: {
        title: 'Mode neu gedacht',
        text: 'Premium- und Luxusmode mit bis zu 75 % Rabatt, kostenlosem Versand und kostenloser Rücksendung.',
      },
      designers: {
        title: 'Begehrte Designer',
        text: 'Mehr als 3.000 Designermarken und jeden Tag um Mitternacht 500 neue Produkte.',
      },
      exclusivity: {
        title: 'Stille Exklusivität',
        text: 'Unsere Angebote gibt es nur für Mitglieder: keine öffentlichen Preise, kein Gedränge, nur die Stücke, die du suchst.',
      },
      countries: {
        title: '28 europäische Länder',
        text: 'Über 3 Millionen Mitglieder in 28 europäischen Ländern kaufen bei uns ein.',
      },
    },
  },
  stores: {
    heading: 'Unsere Stores',
    body: 'Entdecke unsere Kollektionen vor Ort. Unsere drei Stores sind exklusiv für Mitglieder mit Silver-, Gold- oder Diamond-Karte geöffnet.',
    access: 'Bitte zeig am Eingang deine Silver-, Gold- oder Diamond-Mitgliedskarte vor.',
    hours: 'Montag bis Samstag, 10 bis 19 Uhr',
    munich: 'München',
    dornach: 'Dornach',
    vienna: 'Wien',
    germany: 'Deutschland',
    austria: 'Österreich',
  },
  registrationLinkGenerator: {
    heading: 'Registrierungslink-Generator',
    body: 'Gib einen gültigen Registrierungscode ein und erhalte einen Link, der 14 Tage lang gültig ist.',
    codeLabel: 'Registrierungscode',
    submit: 'Link erstellen',
    invalidCharacters: 'Bitte verwende gültige Zeichen',
    codeRejected: 'Dieser Registrierungscode kann nicht für einen Registrierungslink verwendet werden.',
    linkLabel: 'Registrierungslink',
    validUntil: 'Gültig bis {date}',
    copy: 'Link in die Zwischenablage kopieren',
  },
  splitGenerator: {
    heading: 'Split-Generator',
    body: 'Links zur Landingpage, die einen gewählten Wert jeder Landingpage-Option zeigen, für jede Sprache. Erzwungene Werte zählen nicht als Zuteilung zu einem Experiment.',
    notConfigured: 'Für diese Umgebung ist kein Feature-Flag-Dienst eingerichtet.',
    loadFailed: 'Die Experimente konnten nicht geladen werden. Bitte versuch es später noch einmal.',
    codeLabel: 'Registrierungscode (optional)',
    codeHint: 'Hängt den Code an jeden Link an, damit der Link auch das Registrierungsformular öffnet.',
    unprefixed: 'Ohne Sprachpräfix (Englisch)',
    valueColumn: 'Wert',
    runningExperiment: 'Laufendes Experiment: {name}',
    options: {
      registrationFlow: 'Registrierungsablauf',
      layout: 'Layout',
      headline: 'Überschrift',
      welcomeVoucher: 'Willkommensgutschein',
      introFlow: 'Intro',
      banner: 'Saisonbanner',
      formFinishedInPopup: '„Prüfe dein Postfach“ als Pop-up',
    },
  },
  admin: {
    refusedHeading: 'Nur für Administratoren',
    signInHint: 'Bitte melde dich mit deinem Administratorkonto an und öffne diese Seite erneut.',
    signedInAs: 'Angemeldet als {name}',
    copied: 'Link in die Zwischenablage kopiert.',
    copyFailed: 'Der Link konnte nicht kopiert werden. Bitte markiere ihn und kopiere ihn selbst.',
  },
  lobby: {
    heading: 'Members Only',
    body: 'Unsere Community ist im Moment voll. Trag dich in die Warteliste ein, und wir melden uns, sobald ein Platz frei wird.',
    waitingListHeading: 'Warteliste',
    consent:
      'Mit dem Eintrag in die Warteliste bin ich einverstanden, dass ihr mich unter {email} benachrichtigt, sobald ein Platz frei wird.',
    join: 'AUF DIE WARTELISTE SETZEN',
    joined: 'Du wurdest erfolgreich auf die Warteliste gesetzt.',
    alreadyJoined: 'Du stehst bereits auf der Warteliste. Wir melden uns, sobald ein Platz frei wird.',
    backToLogin: 'Zurück zum Login',
    legalNote: 'Du hast dich mit Google, Facebook oder Apple angemeldet und möchtest kein Konto mehr bei uns?',
    legalLink: 'So löschst du ein Konto, das du über einen Social-Login erstellt hast',
  },
} satisfies NamespaceScreenPagesTranslation;

export default de_screenPages;
