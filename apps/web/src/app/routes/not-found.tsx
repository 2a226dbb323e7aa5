import { useI18nContext } from '@acq/locales/react';
import { Link } from 'react-router-dom';

export function NotFoundRoute() {
  const { LL, locale } = useI18nContext();
  return (
    <main className="page page--centered" id="main">
      <title>{LL.notFound.heading()}</title>
      <h1>{LL.notFound.heading()}</h1>
      <Link to={locale === 'en' ? '/' : `/${locale}`}>{LL.notFound.backToStart()}</Link>
    </main>
  );
}
