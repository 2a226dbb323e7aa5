import { useI18nContext } from '@acq/locales/react';
import { localisedPath } from '@/lib/startup/locale-path';
import type { Invitation } from '../invitation';

/**
 * The terms and the data policy that apply in the chosen country: the invitation names each
 * country's documents (`termsPkString`, `dataPolicyPkString`); the content pages show them.
 */
export function LegalLinks({ invitation, country }: { invitation: Invitation | null; country: string }) {
  const { LL, locale } = useI18nContext();
  const option = invitation?.countryOptions.find(({ isoCode }) => isoCode === country);
  const documentQuery = (key: string | undefined) => (key ? `?document=${encodeURIComponent(key)}` : '');
  return (
    <span className="legal-links">
      <a href={localisedPath('/content/terms', locale) + documentQuery(option?.termsPkString)} target="_blank">
        {LL.registration.form.termsLink()}
      </a>
      <a
        href={localisedPath('/content/privacy-policy', locale) + documentQuery(option?.dataPolicyPkString)}
        target="_blank"
      >
        {LL.registration.form.dataPolicyLink()}
      </a>
    </span>
  );
}
