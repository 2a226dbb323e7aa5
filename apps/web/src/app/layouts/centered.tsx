import { Layout, LayoutError } from './layout';

/** The centered layout: a narrow column in the middle of the page. */
export default function CenteredLayout() {
  return <Layout name="centered" />;
}

export const ErrorBoundary = () => <LayoutError name="centered" />;
