import type { NamespaceRegistrationPagesTranslation } from '../../i18n-types';

// Pages of the registration journey: form outcomes, activation, gift voucher, social second step.
const it_registrationPages = {
  activateAccount: {
    heading: 'Attivazione del tuo account',
    body: 'Un momento, per favore: stiamo attivando la tua iscrizione.',
    activatedHeading: 'Benvenuto in Members Only',
    activatedBody: 'La tua iscrizione è attiva. Accedi per scoprire le offerte di oggi.',
    login: 'Accedi',
    activate: 'Attiva il mio account',
  },
  activateAccountError: {
    heading: 'Attivazione non riuscita',
    invalidLink: 'Il link di attivazione non è valido. Riprova o contatta il nostro servizio clienti.',
    failed: 'Il tuo tentativo di attivazione non è riuscito. Riprova.',
    backToRegistration: 'Torna alla registrazione',
    retry: 'Riprova',
  },
  formFinished: {
    heading: 'Controlla la tua casella di posta',
    body: 'Ti abbiamo inviato un’e-mail per attivare la tua iscrizione. Controlla la posta in arrivo e la cartella spam.',
    sentTo: 'L’e-mail è stata inviata a {email}.',
    resend: 'Invia di nuovo l’e-mail',
    resent: 'Ti abbiamo inviato di nuovo l’e-mail.',
  },
  formStarted: {
    heading: 'La tua registrazione',
    body: 'Completa la registrazione per scoprire sconti fino al 75% su marchi premium e di lusso.',
  },
  giftVoucher: {
    heading: 'Buono regalo',
    body: 'Per utilizzare un buono regalo, accedi o registrati con l’invito di un membro.',
    login: 'Accedi',
    enterCode: 'Ho un codice di invito',
  },
  emailActiveComplete: {
    heading: 'Sei già un membro',
    body: 'Esiste già un account con questo indirizzo e-mail. Tra un attimo verrai reindirizzato alla pagina di accesso.',
    loginNow: 'Vai subito alla pagina di accesso',
    /** WCAG 2.2.1: the visitor can stop the automatic redirect to the login page. */
    redirect: {
      stop: 'Resta su questa pagina',
      stopped:
        'Esiste già un account con questo indirizzo e-mail. Resti su questa pagina: vai alla pagina di accesso quando vuoi.',
    },
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
} satisfies NamespaceRegistrationPagesTranslation;

export default it_registrationPages;
