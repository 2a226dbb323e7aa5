import type { Translation } from '../i18n-types';

const it = {
  app: {
    name: 'Members Only',
    title: 'Members Only: moda premium e di lusso fino al 75% di sconto',
    loading: 'Caricamento…',
    skipToContent: 'Vai al contenuto',
  },
  codeEntry: {
    heading: 'Inserisci il tuo codice',
    label: 'Codice di registrazione',
    submit: 'REGISTRATI ORA',
    missing: 'Inserisci un codice di accesso.',
    invalid: 'Il tuo codice non è valido.',
  },
  invitationErrors: {
    invalid: 'Il tuo invito non è valido. Purtroppo al momento non puoi registrarti.',
    noBalance: 'Il membro che ti ha invitato non ha più inviti disponibili. Riprova più tardi.',
    expired: 'Il tuo invito è scaduto. Chiedine uno nuovo al membro che ti ha invitato.',
    invalidLink: 'Il tuo link di registrazione non è valido. Richiedi un nuovo invito.',
  },
  notFound: {
    heading: 'Impossibile trovare la pagina',
    backToStart: 'Vai alla pagina iniziale',
  },
  topBanner: {
    label: 'Vantaggi per i membri',
    text: 'Fino al 75% di sconto · Spedizione e reso gratuiti · Iscrizione gratuita',
  },
  footer: {
    stores: 'Negozi',
    legalNavigation: 'Azienda e note legali',
    jobs: 'Lavora con noi',
    cookieSettings: 'Impostazioni dei cookie',
    privacyPolicy: 'Informativa sulla privacy',
    terms: 'Termini e condizioni',
    imprint: 'Note legali',
    sustainability: 'Sostenibilità',
    language: 'Lingua',
    changeLanguage: 'Cambia lingua',
    followUs: 'Seguici',
    paymentMethods: 'Metodi di pagamento',
    deliveryMethods: 'Metodi di spedizione',
    claims:
      'Oltre 3 milioni di clienti in 28 paesi europei. La nostra app ha una valutazione di 4,8 stelle su oltre 500.000 recensioni.',
  },
  carousel: {
    previous: 'Slide precedente',
    next: 'Slide successiva',
    slideOf: 'Slide {current} di {total}',
  },
  productShare: {
    body: 'La tua registrazione è in corso. Il prodotto che stavi guardando ti aspetta.',
    backToProduct: 'Torna al prodotto',
  },
  toast: {
    dismiss: 'Chiudi',
  },
  stepper: {
    label: 'Passaggio {current} di {total}',
  },
  errorPage: {
    notFound: 'Pagina non trovata',
    notFoundPath: 'Pagina non trovata: {path}',
    internal: 'Errore interno del server',
  },
  pages: {
    membershipInterest: {
      heading: 'Richiesta di iscrizione',
      body: 'L’iscrizione è possibile solo su invito. Senza invito puoi candidarti per diventare membro.',
      applyNow: 'Candidati ora',
    },
    membershipInterestApply: {
      heading: 'Candidati per l’iscrizione',
      body: 'L’iscrizione è strettamente limitata. Inserisci il tuo indirizzo e-mail e ti contatteremo se verrai selezionato.',
      emailLabel: 'Indirizzo e-mail',
      submit: 'Invia',
      invalidEmail: 'Inserisci un indirizzo e-mail valido',
    },
    membershipInterestConfirmation: {
      heading: 'Indirizzo e-mail inviato correttamente',
      body: 'Valuteremo la tua candidatura.',
    },
    deny: {
      heading: 'Accesso negato',
      invalid: 'Accesso negato. Il tuo invito non è valido.',
      expired: 'Accesso negato. Il tuo invito è scaduto. Contatta il membro che ti ha invitato.',
    },
  },
  errors: {
    notAuthorized:
      'Non hai effettuato l’accesso come amministratore, quindi questo strumento non è disponibile per te.',
    linkNoLongerValid: 'Il tuo link non è più valido. Accedi di nuovo per riceverne uno nuovo.',
    generic:
      'A causa di un problema tecnico il nostro negozio non è al momento disponibile... Torna a trovarci più tardi.',
    network: 'Rilevato un problema di rete. Verifica la tua connessione Internet e riprova.',
    errorSummaryTitle: 'Si è verificato un problema',
  },
} satisfies Translation;

export default it;
