import type { NamespaceRegistrationTranslation } from '../../i18n-types';

// The registration form, its messages, social sign-up and the product popup.
const sv_registration = {
  form: {
    heading: 'Bli medlem',
    headingStep2: 'Berätta om dig själv',
    genderLegend: 'Tilltal',
    genderFemale: 'Fru',
    genderMale: 'Herr',
    firstName: 'Förnamn',
    lastName: 'Efternamn',
    email: 'E-postadress',
    country: 'Land',
    countryPlaceholder: 'Välj ditt land',
    newsletterShort: 'Ja, jag vill få nyhetsbrevet med exklusiva erbjudanden.',
    newsletterLong:
      'Vi skickar personliga erbjudanden, nya varumärken och reor till dig via e-post. Du kan när som helst och kostnadsfritt återkalla ditt samtycke via länken i varje nyhetsbrev.',
    terms: 'Jag godkänner de allmänna villkoren och har läst integritetspolicyn.',
    termsLink: 'Allmänna villkor',
    dataPolicyLink: 'Integritetspolicy',
    emailConsent: 'Genom att registrera dig godkänner du att få e-post från oss om ditt medlemskap.',
    signUp: 'Registrera dig',
    signUpNow: 'Registrera dig nu',
    completeRegistration: 'SLUTFÖR REGISTRERINGEN',
    continue: 'Fortsätt',
    back: 'Tillbaka',
    sending: 'Vänta…',
  },
  messages: {
    gender: 'Välj ett alternativ',
    firstName: 'Ange ditt förnamn',
    lastName: 'Ange ditt efternamn',
    country: 'Välj ditt land',
    email: 'Ange en giltig e-postadress',
    invalidCharacters: 'Använd giltiga tecken',
    tooLong: 'Använd högst {max} tecken',
    terms: 'Godkänn de allmänna villkoren',
    shoppingPreferences: 'Välj minst ett alternativ',
    socialToken: 'Din registreringssession har gått ut. Registrera dig igen.',
  },
  social: {
    heading: 'Registrera dig i ett steg',
    google: 'Fortsätt med Google',
    facebook: 'Fortsätt med Facebook',
    apple: 'Fortsätt med Apple',
    phone: 'Fortsätt med telefonnummer',
    comingSoon: 'Kommer snart. Registrera dig via e-post.',
  },
  codeRequired: 'Registrering sker endast via inbjudan. Ange koden från din inbjudan eller ansök om medlemskap.',
  applyForMembership: 'Ansök om medlemskap',
  productPopup: {
    heading: 'Endast för medlemmar',
    body: 'Den här produkten är förbehållen våra medlemmar. Ange din e-postadress för att registrera dig och se medlemspriset.',
    submit: 'Fortsätt',
    close: 'Stäng',
  },
  formFinishedPopup: {
    close: 'Stäng',
  },
  shoppingPreferences: {
    legend: 'Vad vill du shoppa?',
    WOMEN: 'Dam',
    MEN: 'Herr',
    KIDS: 'Barn',
    HOME: 'Hem',
    BEAUTY: 'Skönhet',
    signingUpAs: 'Du registrerar dig som {email}.',
  },
  flows: {
    steps: {
      email: 'Din e-post',
      details: 'Dina uppgifter',
      account: 'Ditt konto',
      preferences: 'Shoppingpreferenser',
    },
    knownEmail: 'Du registrerar dig som {email}.',
    useAnotherEmail: 'Använd en annan e-postadress',
    waitingList: {
      approved:
        'Goda nyheter: en plats har blivit ledig för dig. Slutför din registrering för att gå med i communityn.',
      refused:
        'Den här godkännandelänken är inte giltig. Använd länken i ditt senaste e-postmeddelande eller ange en inbjudningskod.',
      checkFailed: 'Vi kunde inte kontrollera din godkännandelänk. Ladda om sidan för att försöka igen.',
    },
    social: {
      heading: 'Registrera dig med ditt konto i sociala medier',
      intro: 'Registrera dig med ditt konto. I nästa steg väljer du vad du vill shoppa.',
    },
  },
} satisfies NamespaceRegistrationTranslation;

export default sv_registration;
