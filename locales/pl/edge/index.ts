import type { NamespaceEdgeTranslation } from '../../i18n-types';

const pl_edge = {
  unavailable: {
    heading: 'Zaraz wracamy',
    retry: 'Spróbuj ponownie',
  },
} satisfies NamespaceEdgeTranslation;

export default pl_edge;
