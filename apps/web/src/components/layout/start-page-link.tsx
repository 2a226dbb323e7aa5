import { useI18nContext } from '@acq/locales/react';
import { useLocalisedPath } from '@/lib/use-localised-path';
import { PageLink } from './page-link';

export function StartPageLink() {
  const { LL } = useI18nContext();
  return (
    <PageLink className="button button--secondary" to={useLocalisedPath('/')}>
      {LL.notFound.backToStart()}
    </PageLink>
  );
}
