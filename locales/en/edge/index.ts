import type { BaseTranslation } from '../../i18n-types';

// The caching edge's own pages (scripts/edge-pages.ts writes them when the edge starts), a
// namespace of their own: the app never loads them, so no page of it carries these texts.
const en_edge = {
  unavailable: {
    heading: 'We’ll be back shortly',
    retry: 'Try again',
  },
} satisfies BaseTranslation;

export default en_edge;
