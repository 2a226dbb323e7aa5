import { useI18nContext } from '@acq/locales/react';
import type { FormValueStore } from '@/components/form/app-form-types';
import { useFieldValue } from '@/components/form/form-value-store';
import { localisedPath } from '@/lib/startup/locale-path';
import type { RegistrationFormValues } from '../form/form-values';
import type { Invitation } from '../invitation';

/**
 * The terms and the data policy that apply in the chosen country: the invitation names each
 * country's documents (`termsPkString`, `dataPolicyPkString`); the content pages show them.
 */
function LegalLinks({ invitation, country }: { invitation: Invitation | null; country: string }) {
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

/**
 * The links for the country the form shows now. It watches the country itself, so that choosing
 * one renders these links, not every field of the form.
 */
export function ChosenCountryLegalLinks(props: {
  invitation: Invitation | null;
  values: FormValueStore<RegistrationFormValues>;
}) {
  const country = useFieldValue(props.values, 'country');
  return <LegalLinks invitation={props.invitation} country={country} />;
}
