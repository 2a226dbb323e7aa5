import './form.css';
import type { ComponentProps } from 'react';

/**
 * A form of the app. It works from the moment it is shown: before the scripts run (or without
 * them) it posts natively to its route's action; after hydration the app's handler takes over.
 * The fieldset groups the controls without a box of its own.
 */
export function Form({ children, ...props }: ComponentProps<'form'>) {
  return (
    <form {...props}>
      <fieldset className="form__controls">{children}</fieldset>
    </form>
  );
}
