import type { NamespaceEdgeTranslation } from '../../i18n-types';

const fr_edge = {
  unavailable: {
    heading: 'Nous revenons très vite',
    retry: 'Réessayer',
  },
} satisfies NamespaceEdgeTranslation;

export default fr_edge;
