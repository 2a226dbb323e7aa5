import { useI18nContext } from '@acq/locales/react';
import './top-banner.css';

export function TopBanner() {
  const { LL } = useI18nContext();
  return (
    <aside className="top-banner" aria-label={LL.topBanner.label()}>
      {LL.topBanner.text()}
    </aside>
  );
}
