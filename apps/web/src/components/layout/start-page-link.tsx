import { useI18nContext } from '@acq/locales/react';
import { Link } from 'react-router';
import { useLocalisedPath } from '@/lib/use-localised-path';

export function StartPageLink() {
  const { LL } = useI18nContext();
  return (
    <Link className="button button--secondary" to={useLocalisedPath('/')}>
      {LL.notFound.backToStart()}
    </Link>
  );
}
