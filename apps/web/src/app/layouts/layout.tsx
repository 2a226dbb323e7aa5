import { useI18nContext } from '@acq/locales/react';
import { Link, Outlet, useMatches } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { Footer } from '@/components/layout/footer';
import { LanguageSelect } from '@/components/layout/language-select';
import { TopBanner } from '@/components/layout/top-banner';
import { useLocalisedPath } from '@/lib/use-localised-path';
import type { ReactNode } from 'react';
import { layoutNames, type LayoutName } from '../route-table';
import { RouteErrorPage } from '../routes/error/route-error-page';
import './layout.css';

/** The four layouts of docs/product.md §2: default, centered, black-inclined-lines and no-footer. */
export function Layout({ name, children }: { name: LayoutName; children?: ReactNode }) {
  const { LL } = useI18nContext();
  return (
    <div className={`layout layout--${name}`}>
      <a className="skip-link" href="#main">
        {LL.app.skipToContent()}
      </a>
      {name === 'default' && <TopBanner />}
      <header className="site-header">
        <Link className="site-header__brand" to={useLocalisedPath('/')}>
          <Logo className="site-header__logo" name={LL.app.name()} />
        </Link>
        {/* Without a footer, the language selection moves into the header. */}
        {name === 'no-footer' && <LanguageSelect />}
      </header>
      <main className="layout__main" id="main" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      {name !== 'no-footer' && <Footer />}
    </div>
  );
}

/** The layout route (`routes.ts` mounts this module once per layout, as `layout-<name>___<language>`). */
export default function LayoutRoute() {
  return <RouteLayout />;
}

/** The layout the matched layout route names. */
function RouteLayout({ children }: { children?: ReactNode }) {
  const layoutRoute = useMatches().find((match) => match.id.startsWith('layout-'));
  const name = layoutNames.find((candidate) => layoutRoute?.id.startsWith(`layout-${candidate}___`));
  return <Layout name={name ?? 'default'}>{children}</Layout>;
}

/** A page's error (a 404 of its loader, a failure) shows inside its layout, in the visitor's language. */
export function ErrorBoundary() {
  return (
    <RouteLayout>
      <RouteErrorPage />
    </RouteLayout>
  );
}
