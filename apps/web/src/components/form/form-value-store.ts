import { useCallback, useSyncExternalStore } from 'react';
import type { FieldName, FormValueStore, FormValues } from './app-form-types';

const same = (a: unknown, b: unknown) =>
  a === b || (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => item === b[i]));

/** A form's values outside React (`FormValueStore`), set where they change. */
export function formValueStore<Values extends FormValues>(start: Values) {
  let values = start;
  const listeners = new Set<(field: FieldName<Values>, byVisitor: boolean) => void>();
  const store = {
    get: () => values,
    set(field: FieldName<Values>, value: Values[FieldName<Values>], byVisitor: boolean) {
      if (same(values[field], value)) return;
      values = { ...values, [field]: value };
      listeners.forEach((listener) => listener(field, byVisitor));
    },
    subscribe(listener: (field: FieldName<Values>, byVisitor: boolean) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return store satisfies FormValueStore<Values>;
}

/** A field's value as it changes: renders the part that shows it, not the form. */
export function useFieldValue<Values extends FormValues, Field extends FieldName<Values>>(
  store: FormValueStore<Values>,
  field: Field,
): Values[Field] {
  const subscribe = useCallback(
    (changed: () => void) => store.subscribe((name) => name === field && changed()),
    [store, field],
  );
  const read = () => store.get()[field];
  return useSyncExternalStore(subscribe, read, read);
}
