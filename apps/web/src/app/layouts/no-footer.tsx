import { Layout, LayoutError } from './layout';

/** The no-footer layout: the language selection moves into the header. */
export default function NoFooterLayout() {
  return <Layout name="no-footer" />;
}

export const ErrorBoundary = () => <LayoutError name="no-footer" />;
