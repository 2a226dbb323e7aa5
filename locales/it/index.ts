import type { Translation } from '../i18n-types';

const it = {
  app: {
    name: 'Members Only',
    title: 'Members Only: moda premium e di lusso fino al 75% di sconto',
    loading: 'Caricamento…',
    skipToContent: 'Vai al contenuto',
  },
  landing: {
    headline: 'Members Only',
    subheadline: 'Fino al 75% di sconto su oltre 3.000 marchi di design. Spedizione e reso gratuiti.',
    invitedBy: '{inviter} ti ha invitato a unirti a noi.',
    invitedAnonymously: 'Sei stato invitato a unirti a noi.',
    countriesAvailable: 'Puoi registrarti in {count} paesi.',
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
  errors: {
    generic:
      'A causa di un problema tecnico il nostro negozio non è al momento disponibile... Torna a trovarci più tardi.',
    network: 'Rilevato un problema di rete. Verifica la tua connessione Internet e riprova.',
    errorSummaryTitle: 'Si è verificato un problema',
  },
} satisfies Translation;

export default it;
