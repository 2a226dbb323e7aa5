import type { Translation } from '../i18n-types';
import { screenPages } from './screen-pages.js';
import { registrationPages } from './registration-pages.js';

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
    ...screenPages,
    ...registrationPages,
  },
  errors: {
    generic:
      'A causa di un problema tecnico il nostro negozio non è al momento disponibile... Torna a trovarci più tardi.',
    network: 'Rilevato un problema di rete. Verifica la tua connessione Internet e riprova.',
    errorSummaryTitle: 'Si è verificato un problema',
  },
} satisfies Translation;

export default it;
