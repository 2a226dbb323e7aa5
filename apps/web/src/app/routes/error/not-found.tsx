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
