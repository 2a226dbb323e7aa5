import type { CountryCode } from '@acq/graphql';
import { useI18nContext } from '@acq/locales/react';
import { useMemo } from 'react';
import type { TextRegistration } from '@/components/form/app-form-types';
import { describedBy, FieldError } from '@/components/form/field-error';
import { countryOptions } from '../country-names';

interface CountryFieldProps {
  id: string;
  error?: string;
  /** The select's name and starting choice (`useAppForm`'s `text`). */
  field: TextRegistration;
  /** The countries the invitation offers (their ISO codes are the option values). */
  countries: readonly CountryCode[];
}

/** A native select, the country names in the visitor's language, sorted as that language sorts. */
export function CountryField({ id, error, field, countries }: CountryFieldProps) {
  const { LL, locale } = useI18nContext();
  const errorId = `${id}-error`;
  const options = useMemo(() => countryOptions(countries, locale, id), [countries, locale, id]);
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label htmlFor={id}>{LL.registration.form.country()}</label>
      <FieldError id={errorId} message={error} />
      <select id={id} autoComplete="country" {...describedBy(errorId, error)} {...field}>
        <option value="">{LL.registration.form.countryPlaceholder()}</option>
        {options.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
