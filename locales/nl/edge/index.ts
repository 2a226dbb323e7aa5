import type { NamespaceEdgeTranslation } from '../../i18n-types';

const nl_edge = {
  unavailable: {
    heading: 'We zijn zo terug',
    retry: 'Opnieuw proberen',
  },
} satisfies NamespaceEdgeTranslation;

export default nl_edge;
