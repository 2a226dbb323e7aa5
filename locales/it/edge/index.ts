import type { NamespaceEdgeTranslation } from '../../i18n-types';

const it_edge = {
  unavailable: {
    heading: 'Torniamo subito',
    retry: 'Riprova',
  },
} satisfies NamespaceEdgeTranslation;

export default it_edge;
