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
    followUs: 'Seguici',
    paymentMethods: 'Metodi di pagamento',
    deliveryMethods: 'Metodi di spedizione',
    claims:
      'Oltre 3 milioni di clienti in 28 paesi europei. La nostra app ha una valutazione di 4,8 stelle su oltre 500.000 recensioni.',
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
    aboutUs: {
      heading: 'Chi siamo',
      body: 'Accesso solo su invito a oltre 3.000 ambiti marchi di design: la moda reinventata, con discreta esclusività, in 28 paesi europei.',
    },
    registrationLinkGenerator: {
      heading: 'Generatore di link di registrazione',
      body: 'Inserisci un codice di registrazione valido e ottieni un link valido per 14 giorni.',
    },
    splitGenerator: {
      heading: 'Generatore di varianti',
      body: 'Crea link alla landing page che mostrano una variante scelta di un esperimento.',
    },
    lobby: {
      heading: 'Members Only',
      body: 'Al momento la nostra community è al completo. Iscriviti alla lista d’attesa e ti avviseremo non appena si libera un posto.',
    },
    membershipInterest: {
      heading: 'Richiesta di iscrizione',
      body: 'L’iscrizione è possibile solo su invito. Senza invito puoi candidarti per diventare membro.',
      applyNow: 'Candidati ora',
    },
    membershipInterestApply: {
      heading: 'Candidati per l’iscrizione',
      body: 'L’iscrizione è strettamente limitata. Inserisci il tuo indirizzo e-mail e ti contatteremo se verrai selezionato.',
    },
    membershipInterestConfirmation: {
      heading: 'Indirizzo e-mail inviato correttamente',
      body: 'Valuteremo la tua candidatura.',
    },
    activateAccount: {
      heading: 'Attivazione del tuo account',
      body: 'Un momento, per favore: stiamo attivando la tua iscrizione.',
    },
    activateAccountError: {
      heading: 'Attivazione non riuscita',
      invalidLink: 'Il link di attivazione non è valido. Riprova o contatta il nostro servizio clienti.',
      failed: 'Il tuo tentativo di attivazione non è riuscito. Riprova.',
    },
    deny: {
      heading: 'Accesso negato',
      invalid: 'Accesso negato. Il tuo invito non è valido.',
      expired: 'Accesso negato. Il tuo invito è scaduto. Contatta il membro che ti ha invitato.',
    },
    formFinished: {
      heading: 'Controlla la tua casella di posta',
      body: 'Ti abbiamo inviato un’e-mail per attivare la tua iscrizione. Controlla la posta in arrivo e la cartella spam.',
    },
    formStarted: {
      heading: 'La tua registrazione',
      body: 'Completa la registrazione per scoprire sconti fino al 75% su marchi premium e di lusso.',
    },
    giftVoucher: {
      heading: 'Buono regalo',
      body: 'Per utilizzare un buono regalo, accedi o registrati con l’invito di un membro.',
    },
    emailActiveComplete: {
      heading: 'Sei già un membro',
      body: 'Esiste già un account con questo indirizzo e-mail. Tra un attimo verrai reindirizzato alla pagina di accesso.',
    },
    emailPendingComplete: {
      heading: 'Attiva il tuo account',
      body: 'Un account con questo indirizzo e-mail è in attesa di attivazione. Ti abbiamo inviato di nuovo l’e-mail di attivazione.',
      useAnotherAddress: 'Registrati con un altro indirizzo e-mail',
    },
    socialSecondStep: {
      heading: 'Le tue preferenze di shopping',
      body: 'Dicci cosa ti piace acquistare e ti mostreremo le offerte giuste.',
    },
  },
  errors: {
    generic:
      'A causa di un problema tecnico il nostro negozio non è al momento disponibile... Torna a trovarci più tardi.',
    network: 'Rilevato un problema di rete. Verifica la tua connessione Internet e riprova.',
    errorSummaryTitle: 'Si è verificato un problema',
  },
} satisfies Translation;

export default it;
