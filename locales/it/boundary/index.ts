import type { NamespaceBoundaryTranslation } from '../../i18n-types';

const it_boundary = {
  backToForm: 'Torna al modulo',
  openPage: 'Apri la pagina',
  badRequest: {
    heading: 'Non è stato possibile comprendere la richiesta del tuo browser',
    text: 'Riprova dalla pagina iniziale.',
  },
  unreadableForm: {
    heading: 'Non è stato possibile leggere il modulo',
    text: 'Non è arrivato come lo invia la pagina. Torna al modulo e invialo di nuovo.',
  },
  crossSiteForm: {
    heading: 'Il modulo proviene da un altro sito',
    text: 'Questa pagina accetta moduli solo da questo sito. Compilalo qui.',
  },
  methodNotAllowed: {
    heading: 'Questa pagina non può accettare questa richiesta',
    text: 'Aprila dal suo link.',
  },
  tooLarge: {
    heading: 'I dati inviati sono troppo lunghi',
    text: 'Accorcia i dati inseriti e invia di nuovo il modulo.',
  },
  addressTooLong: {
    heading: 'L’indirizzo è troppo lungo',
    text: 'Controlla il link che hai seguito, oppure vai alla pagina iniziale.',
  },
  headersTooLarge: {
    heading: 'Il tuo browser ha inviato troppi dati',
    text: 'Elimina i cookie di questo sito nel tuo browser e riprova.',
  },
} satisfies NamespaceBoundaryTranslation;

export default it_boundary;
