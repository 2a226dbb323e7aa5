import { Layout, LayoutError } from './layout';

/** The default layout: the top banner above the header, the footer below the page. */
export default function DefaultLayout() {
  return <Layout name="default" />;
}

export const ErrorBoundary = () => <LayoutError name="default" />;
