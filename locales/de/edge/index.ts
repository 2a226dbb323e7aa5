import type { NamespaceEdgeTranslation } from '../../i18n-types';

const de_edge = {
  unavailable: {
    heading: 'Wir sind gleich wieder da',
    retry: 'Erneut versuchen',
  },
} satisfies NamespaceEdgeTranslation;

export default de_edge;
