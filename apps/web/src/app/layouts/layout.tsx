import { useI18nContext } from '@acq/locales/react';
import { Outlet } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { HydratesApart } from '@/components/hydration/hydrates-apart';
import { Footer } from '@/components/layout/footer';
import { LanguageSelect } from '@/components/layout/language-select';
import { PageLink } from '@/components/layout/page-link';
import { TopBanner } from '@/components/layout/top-banner';
import { useLocalisedPath } from '@/lib/use-localised-path';
import type { ReactNode } from 'react';
import type { LayoutName } from '../route-table';
import { RouteErrorPage } from '../routes/error/route-error-page';
import './layout.css';

/**
 * The four layouts of docs/product.md §2: default, centered, black-inclined-lines and no-footer,
 * each a layout route module of its own beside this file.
 */
export function Layout({ name, children }: { name: LayoutName; children?: ReactNode }) {
  const { LL } = useI18nContext();
  return (
    <div className={`layout layout--${name}`}>
      <a className="skip-link" href="#main">
        {LL.app.skipToContent()}
      </a>
      {name === 'default' && <TopBanner />}
      <header className="site-header">
        <PageLink className="site-header__brand" to={useLocalisedPath('/')}>
          <Logo className="site-header__logo" name={LL.app.name()} />
        </PageLink>
        {/* Without a footer, the language selection moves into the header. */}
        {name === 'no-footer' && <LanguageSelect />}
      </header>
      <main className="layout__main" id="main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      {name !== 'no-footer' && <HydratesApart part={Footer} />}
    </div>
  );
}

/** A page's error (a 404 of its loader, a failure) shows inside its layout, in the visitor's language. */
export function LayoutError({ name }: { name: LayoutName }) {
  return (
    <Layout name={name}>
      <RouteErrorPage />
    </Layout>
  );
}
