import { data } from 'react-router';
import { useI18nContext } from '@acq/locales/react';
import { StartPageLink } from '@/components/layout/start-page-link';

export default function NotFoundPage() {
  const { LL } = useI18nContext();
  return (
    <>
      <title>{LL.notFound.heading()}</title>
      <p className="status-code">404</p>
      <h1>{LL.notFound.heading()}</h1>
      <StartPageLink />
    </>
  );
}

/** The localised 404 page answers with its status (docs/product.md §2). */
export function loader() {
  return data(null, { status: 404 });
}
