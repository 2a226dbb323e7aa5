import { useI18nContext } from '@acq/locales/react';
import { localisedPath } from '@/lib/startup/locale-path';
import { ConsentButton } from './consent-button';
import { LanguageSelect } from './language-select';
import { PageLink } from './page-link';
import './footer.css';

// Content pages (/content/:slug) are rendered from markdown documents per language (features/content).
const contentLinks = [
  ['jobs', '/content/jobs'],
  ['privacyPolicy', '/content/privacy-policy'],
  ['terms', '/content/terms'],
  ['imprint', '/content/imprint'],
  ['sustainability', '/content/sustainability'],
] as const;

const socialLinks = [
  ['Instagram', 'https://www.instagram.com/membersonly'],
  ['Facebook', 'https://www.facebook.com/membersonly'],
  ['Pinterest', 'https://www.pinterest.com/membersonly'],
  ['TikTok', 'https://www.tiktok.com/@membersonly'],
] as const;

const paymentMethods = ['Visa', 'Mastercard', 'American Express', 'PayPal', 'Klarna'];
const deliveryMethods = ['DHL', 'DPD', 'UPS'];

export function Footer() {
  const { LL, locale } = useI18nContext();
  return (
    <footer className="site-footer">
      <nav aria-label={LL.footer.legalNavigation()}>
        <ul className="footer-links">
          {contentLinks.map(([key, path]) => (
            <li key={key}>
              <PageLink to={localisedPath(path, locale)}>{LL.footer[key]()}</PageLink>
            </li>
          ))}
          <li>
            <PageLink to={localisedPath('/stores', locale)}>{LL.footer.stores()}</PageLink>
          </li>
          <li>
            <ConsentButton />
          </li>
        </ul>
      </nav>
      <LanguageSelect />
      <div className="footer-columns">
        <section aria-labelledby="footer-social">
          <h2 id="footer-social">{LL.footer.followUs()}</h2>
          <ul className="footer-inline">
            {socialLinks.map(([name, href]) => (
              <li key={name}>
                <a href={href} rel="noopener noreferrer" target="_blank">
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <FooterBadges id="footer-payment" heading={LL.footer.paymentMethods()} items={paymentMethods} />
        <FooterBadges id="footer-delivery" heading={LL.footer.deliveryMethods()} items={deliveryMethods} />
      </div>
      <p className="footer-note">{LL.footer.claims()}</p>
    </footer>
  );
}

function FooterBadges({ id, heading, items }: { id: string; heading: string; items: readonly string[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className="footer-badges">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
