import type { NamespaceScreenPagesTranslation } from '../../i18n-types';

// Pages of the lobby, about us, stores and admin tools (the membership interest's and the denial's
// are every page's: pages.*).
const it_screenPages = {
  aboutUs: {
    heading: 'Chi siamo',
    body: 'Accesso solo su invito a oltre 3.000 ambiti marchi di design: la moda reinventata, con discreta esclusività, in 28 paesi europei.',
    carouselLabel: 'Vantaggi per i membri',
    slides: {
      invitation: {
        title: 'Accesso solo su invito',
        text: 'La nostra community è chiusa: entri quando un membro ti invita. L’iscrizione è gratuita e senza impegno.',
      },
      fashion: {
        title: 'La moda reinventata',
        text: 'Moda premium e di lusso con sconti fino al 75%, spedizione e reso gratuiti.',
      },
      designers: {
        title: 'Designer ambiti',
        text: 'Oltre 3.000 marchi di design e 500 nuovi prodotti ogni giorno a mezzanotte.',
      },
      exclusivity: {
        title: 'Discreta esclusività',
        text: 'Le nostre offerte sono riservate ai membri: niente prezzi pubblici, niente folla, solo i capi che cerchi.',
      },
      countries: {
        title: '28 paesi europei',
        text: 'Oltre 3 milioni di membri fanno acquisti da noi in 28 paesi europei.',
      },
    },
  },
  stores: {
    heading: 'I nostri negozi',
    body: 'Scopri le nostre collezioni di persona. I nostri tre negozi sono aperti esclusivamente ai membri con carta Silver, Gold o Diamond.',
    access: 'All’ingresso mostra la tua tessera membro Silver, Gold o Diamond.',
    hours: 'Dal lunedì al sabato, dalle 10 alle 19',
    munich: 'Monaco di Baviera',
    dornach: 'Dornach',
    vienna: 'Vienna',
    germany: 'Germania',
    austria: 'Austria',
  },
  registrationLinkGenerator: {
    heading: 'Generatore di link di registrazione',
    body: 'Inserisci un codice di registrazione valido e ottieni un link valido per 14 giorni.',
    codeLabel: 'Codice di registrazione',
    submit: 'Crea link',
    invalidCharacters: 'Utilizza caratteri validi',
    codeRejected: 'Questo codice di registrazione non può essere usato per un link di registrazione.',
    linkLabel: 'Link di registrazione',
    validUntil: 'Valido fino al {date}',
    copy: 'Copia il link negli appunti',
  },
  splitGenerator: {
    heading: 'Generatore di varianti',
    body: 'Link alla landing page che mostrano un valore scelto di ogni opzione della pagina, per ogni lingua. I valori imposti non contano come assegnazioni a un esperimento.',
    notConfigured: 'Per questo ambiente non è configurato alcun servizio di feature flag.',
    loadFailed: 'Non è stato possibile caricare gli esperimenti. Riprova più tardi.',
    codeLabel: 'Codice di registrazione (facoltativo)',
    codeHint: 'Aggiunge il codice a ogni link, così il link apre anche il modulo di registrazione.',
    unprefixed: 'Senza prefisso di lingua (inglese)',
    valueColumn: 'Valore',
    runningExperiment: 'Esperimento in corso: {name}',
    options: {
      registrationFlow: 'Percorso di registrazione',
      layout: 'Layout',
      headline: 'Titolo',
      welcomeVoucher: 'Buono di benvenuto',
      introFlow: 'Introduzione',
      banner: 'Banner stagionale',
      formFinishedInPopup: '«Controlla la tua casella di posta» in un popup',
    },
  },
  admin: {
    refusedHeading: 'Solo per amministratori',
    signInHint: 'Accedi con il tuo account amministratore e apri di nuovo questa pagina.',
    signedInAs: 'Accesso effettuato come {name}',
    copied: 'Link copiato negli appunti.',
    copyFailed: 'Non è stato possibile copiare il link. Selezionalo e copialo manualmente.',
  },
  lobby: {
    heading: 'Members Only',
    body: 'Al momento la nostra community è al completo. Iscriviti alla lista d’attesa e ti avviseremo non appena si libera un posto.',
    waitingListHeading: 'Lista d’attesa',
    consent:
      'Iscrivendomi alla lista d’attesa accetto di essere avvisato all’indirizzo {email} non appena si libera un posto.',
    join: 'ISCRIVITI ALLA LISTA D’ATTESA',
    joined: 'Sei stato aggiunto alla lista d’attesa.',
    alreadyJoined: 'Sei già nella lista d’attesa. Ti avviseremo non appena si libera un posto.',
    backToLogin: 'Torna al login',
    legalNote: 'Ti sei registrato con Google, Facebook o Apple e non vuoi più un account da noi?',
    legalLink: 'Come eliminare un account creato con un social network',
  },
} satisfies NamespaceScreenPagesTranslation;

export default it_screenPages;
