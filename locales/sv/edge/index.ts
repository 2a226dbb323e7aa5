import type { NamespaceEdgeTranslation } from '../../i18n-types';

const sv_edge = {
  unavailable: {
    heading: 'Vi är snart tillbaka',
    retry: 'Försök igen',
  },
} satisfies NamespaceEdgeTranslation;

export default sv_edge;
