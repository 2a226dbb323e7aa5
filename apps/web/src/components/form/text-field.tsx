import './form.css';
import type { InputHTMLAttributes } from 'react';
import { describedBy, FieldError } from './field-error';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
}

/** A labelled text input with its error message (GOV.UK style: message between label and input). */
export function TextField({ id, label, error, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'field field--error' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <FieldError id={errorId} message={error} />
      <input id={id} {...describedBy(errorId, error)} {...input} />
    </div>
  );
}
