import type { NamespaceRegistrationTranslation } from '../../i18n-types';

// The registration form, its messages, social sign-up and the product popup.
const nl_registration = {
  form: {
    heading: 'Word lid',
    headingStep2: 'Vertel ons over jezelf',
    genderLegend: 'Aanhef',
    genderFemale: 'Mevrouw',
    genderMale: 'Meneer',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    email: 'E-mailadres',
    country: 'Land',
    countryPlaceholder: 'Kies je land',
    newsletterShort: 'Ja, ik wil de nieuwsbrief met exclusieve aanbiedingen ontvangen.',
    newsletterLong:
      'We sturen je per e-mail gepersonaliseerde aanbiedingen, nieuwe merken en sales. Je kunt deze toestemming op elk moment kosteloos intrekken via de link in elke nieuwsbrief.',
    terms: 'Ik ga akkoord met de algemene voorwaarden en heb het privacybeleid gelezen.',
    termsLink: 'Algemene voorwaarden',
    dataPolicyLink: 'Privacybeleid',
    emailConsent: 'Door je te registreren ga je ermee akkoord dat je e-mails van ons ontvangt over je lidmaatschap.',
    signUp: 'Registreren',
    signUpNow: 'Nu registreren',
    completeRegistration: 'REGISTRATIE AFRONDEN',
    continue: 'Doorgaan',
    back: 'Terug',
    sending: 'Even geduld…',
  },
  messages: {
    gender: 'Kies een optie',
    firstName: 'Vul je voornaam in',
    lastName: 'Vul je achternaam in',
    country: 'Kies je land',
    email: 'Vul een geldig e-mailadres in',
    invalidCharacters: 'Gebruik geldige tekens',
    tooLong: 'Gebruik maximaal {max} tekens',
    terms: 'Ga akkoord met de algemene voorwaarden',
    shoppingPreferences: 'Kies minstens één optie',
    socialToken: 'Je aanmeldsessie is verlopen. Meld je opnieuw aan.',
  },
  social: {
    heading: 'Registreer je in één stap',
    google: 'Doorgaan met Google',
    facebook: 'Doorgaan met Facebook',
    apple: 'Doorgaan met Apple',
    phone: 'Doorgaan met telefoonnummer',
    comingSoon: 'Binnenkort beschikbaar. Registreer je via e-mail.',
  },
  codeRequired:
    'Registreren kan alleen op uitnodiging. Voer de code uit je uitnodiging in of meld je aan voor een lidmaatschap.',
  applyForMembership: 'Aanmelden voor een lidmaatschap',
  productPopup: {
    heading: 'Alleen voor leden',
    body: 'Dit product is voorbehouden aan onze leden. Vul je e-mailadres in om je te registreren en de ledenprijs te zien.',
    submit: 'Doorgaan',
    close: 'Sluiten',
  },
  formFinishedPopup: {
    close: 'Sluiten',
  },
  shoppingPreferences: {
    legend: 'Waar wil je voor shoppen?',
    WOMEN: 'Dames',
    MEN: 'Heren',
    KIDS: 'Kinderen',
    HOME: 'Wonen',
    BEAUTY: 'Beauty',
    signingUpAs: 'Je registreert je als {email}.',
  },
  flows: {
    steps: {
      email: 'Je e-mail',
      details: 'Je gegevens',
      account: 'Je account',
      preferences: 'Shopvoorkeuren',
    },
    knownEmail: 'Je registreert je als {email}.',
    useAnotherEmail: 'Een ander e-mailadres gebruiken',
    waitingList: {
      approved:
        'Goed nieuws: er is een plek voor je vrijgekomen. Rond je registratie af om lid te worden van de community.',
      refused:
        'Deze toelatingslink is niet geldig. Gebruik de link uit je meest recente e-mail of voer een uitnodigingscode in.',
      checkFailed: 'We konden je toelatingslink niet controleren. Laad de pagina opnieuw om het nog eens te proberen.',
    },
    social: {
      heading: 'Meld je aan met je socialmedia-account',
      intro: 'Meld je aan met je account. In de volgende stap kies je waarvoor je wilt shoppen.',
    },
  },
} satisfies NamespaceRegistrationTranslation;

export default nl_registration;
