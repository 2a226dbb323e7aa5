import { useEffect, useRef } from 'react';
import type { AppForm, FieldName, FormValues } from './app-form-types';

/**
 * A field whose starting value is decided again after hydration (the country, completed by the
 * browser's time zone): the field follows the new value until the visitor has changed it.
 */
export function useFollowingDefault<Values extends FormValues, Field extends FieldName<Values>>(
  { values, setValue }: Pick<AppForm<Values>, 'values' | 'setValue'>,
  field: Field,
  value: Values[Field],
): void {
  const rendered = useRef(value);
  useEffect(() => {
    if (rendered.current === value) return;
    const previous = rendered.current;
    rendered.current = value;
    if (values.get()[field] === previous) setValue(field, value);
  }, [values, setValue, field, value]);
}
