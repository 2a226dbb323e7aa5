import { Layout, LayoutError } from './layout';

/** The black-inclined-lines layout: the dark page with its inclined lines (membership, admin, deny). */
export default function BlackInclinedLinesLayout() {
  return <Layout name="black-inclined-lines" />;
}

export const ErrorBoundary = () => <LayoutError name="black-inclined-lines" />;
