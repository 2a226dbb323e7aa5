// Pages of the lobby, membership interest, about us, stores, content, denial and admin tools.
export const screenPages = {
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
  deny: {
    heading: 'Accesso negato',
    invalid: 'Accesso negato. Il tuo invito non è valido.',
    expired: 'Accesso negato. Il tuo invito è scaduto. Contatta il membro che ti ha invitato.',
  },
};
