import './form.css';
import type { ReactNode } from 'react';
import type { BoxRegistration } from './app-form-types';
import { describedBy, FieldError } from './field-error';

interface CheckboxFieldProps {
  id: string;
  label: string;
  error?: string;
  /** The box's registration with its starting state (useAppForm's `checkbox`). */
  field: BoxRegistration;
  /** Longer explanation under the box, announced with it. */
  hint?: ReactNode;
}

export function CheckboxField({ id, label, error, field, hint }: CheckboxFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <FieldError id={errorId} message={error} />
      <label className="choice" htmlFor={id}>
        <input type="checkbox" id={id} {...describedBy(errorId, error, ...(hint ? [hintId] : []))} {...field} />
        {label}
      </label>
      {hint && (
        <div className="hint" id={hintId}>
          {hint}
        </div>
      )}
    </div>
  );
}
