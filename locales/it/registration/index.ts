import type { NamespaceRegistrationTranslation } from '../../i18n-types';

// The registration form, its messages, social sign-up and the product popup.
const it_registration = {
  form: {
    heading: 'Diventa membro',
    headingStep2: 'Parlaci di te',
    genderLegend: 'Appellativo',
    genderFemale: 'Sig.ra',
    genderMale: 'Sig.',
    firstName: 'Nome',
    lastName: 'Cognome',
    email: 'Indirizzo e-mail',
    country: 'Paese',
    countryPlaceholder: 'Seleziona il tuo paese',
    newsletterShort: 'Sì, desidero ricevere la newsletter con offerte esclusive.',
    newsletterLong:
      'Ti invieremo via e-mail offerte personalizzate, nuovi marchi e promozioni. Puoi revocare questo consenso in qualsiasi momento e gratuitamente tramite il link presente in ogni newsletter.',
    terms: 'Accetto i termini e condizioni e ho letto l’informativa sulla privacy.',
    termsLink: 'Termini e condizioni',
    dataPolicyLink: 'Informativa sulla privacy',
    emailConsent: 'Registrandoti, accetti di ricevere da noi e-mail relative alla tua iscrizione.',
    signUp: 'Registrati',
    signUpNow: 'Registrati ora',
    completeRegistration: 'COMPLETA LA REGISTRAZIONE',
    continue: 'Continua',
    back: 'Indietro',
    sending: 'Attendi…',
  },
  messages: {
    gender: 'Scegli un’opzione',
    firstName: 'Inserisci il tuo nome',
    lastName: 'Inserisci il tuo cognome',
    country: 'Seleziona il tuo paese',
    email: 'Inserisci un indirizzo e-mail valido',
    invalidCharacters: 'Usa caratteri validi',
    tooLong: 'Usa al massimo {max} caratteri',
    terms: 'Accetta i termini e condizioni',
    shoppingPreferences: 'Scegli almeno un’opzione',
    socialToken: 'La tua sessione di registrazione è scaduta. Registrati di nuovo.',
  },
  social: {
    heading: 'Registrati in un solo passaggio',
    google: 'Continua con Google',
    facebook: 'Continua con Facebook',
    apple: 'Continua con Apple',
    phone: 'Continua con il numero di telefono',
    comingSoon: 'Presto disponibile. Registrati tramite e-mail.',
  },
  codeRequired:
    'La registrazione è possibile solo su invito. Inserisci il codice del tuo invito oppure candidati per l’iscrizione.',
  applyForMembership: 'Candidati per l’iscrizione',
  productPopup: {
    heading: 'Solo per i membri',
    body: 'Questo prodotto è riservato ai nostri membri. Inserisci il tuo indirizzo e-mail per registrarti e vedere il prezzo riservato ai membri.',
    submit: 'Continua',
    close: 'Chiudi',
  },
  formFinishedPopup: {
    close: 'Chiudi',
  },
  shoppingPreferences: {
    legend: 'Cosa ti piacerebbe acquistare?',
    WOMEN: 'Donna',
    MEN: 'Uomo',
    KIDS: 'Bambini',
    HOME: 'Casa',
    BEAUTY: 'Beauty',
    signingUpAs: 'Ti stai registrando come {email}.',
  },
  flows: {
    steps: {
      email: 'La tua e-mail',
      details: 'I tuoi dati',
      account: 'Il tuo account',
      preferences: 'Preferenze di shopping',
    },
    knownEmail: 'Ti stai registrando come {email}.',
    useAnotherEmail: 'Usa un altro indirizzo e-mail',
    waitingList: {
      approved: 'Buone notizie: si è liberato un posto per te. Completa la registrazione per entrare nella community.',
      refused:
        'Questo link di ammissione non è valido. Usa il link della tua e-mail più recente oppure inserisci un codice di invito.',
      checkFailed: 'Non è stato possibile verificare il tuo link di ammissione. Ricarica la pagina per riprovare.',
    },
    social: {
      heading: 'Registrati con il tuo account social',
      intro: 'Registrati con il tuo account. Nel passaggio successivo sceglierai cosa ti piacerebbe acquistare.',
    },
  },
} satisfies NamespaceRegistrationTranslation;

export default it_registration;
