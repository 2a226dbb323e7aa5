import { useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

type FieldFollower<Values extends FieldValues> = Pick<
  UseFormReturn<Values>,
  'getFieldState' | 'getValues' | 'setValue'
>;

/**
 * A field whose starting value is decided again after hydration (the country, completed by the
 * browser's time zone): the field follows the new value until the visitor has changed it.
 */
export function useFollowingDefault<Values extends FieldValues, Field extends Path<Values>>(
  form: FieldFollower<Values>,
  field: Field,
  value: PathValue<Values, Field>,
): void {
  const rendered = useRef(value);
  useEffect(() => {
    if (rendered.current === value) return;
    const previous = rendered.current;
    rendered.current = value;
    if (!form.getFieldState(field).isDirty && form.getValues(field) === previous) form.setValue(field, value);
  }, [form, field, value]);
}
