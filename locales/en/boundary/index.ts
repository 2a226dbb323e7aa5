import type { BaseTranslation } from '../../i18n-types';

// The web server's answers to requests it refuses before any page runs (apps/web/server/boundary/refusal-page.ts):
// a namespace of their own, which the app's pages never load, so no page of it carries these texts.
const en_boundary = {
  backToForm: 'Back to the form',
  openPage: 'Open the page',
  badRequest: {
    heading: 'Your browser’s request could not be understood',
    text: 'Please try again from the start page.',
  },
  unreadableForm: {
    heading: 'The form could not be read',
    text: 'It did not arrive the way the page sends it. Please go back to the form and send it again.',
  },
  crossSiteForm: {
    heading: 'The form came from another site',
    text: 'This page takes its forms only from this site. Please fill it in here.',
  },
  methodNotAllowed: {
    heading: 'This page cannot take that request',
    text: 'Please open it from its link.',
  },
  tooLarge: {
    heading: 'What was sent is too long',
    text: 'Please shorten your entries and send the form again.',
  },
  addressTooLong: {
    heading: 'The address is too long',
    text: 'Please check the link you followed, or go to the start page.',
  },
  headersTooLarge: {
    heading: 'Your browser sent too much data',
    text: 'Please delete this site’s cookies in your browser and try again.',
  },
} satisfies BaseTranslation;

export default en_boundary;
