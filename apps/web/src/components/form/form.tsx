import './form.css';
import type { ComponentProps } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * A form whose controls wait for the app: until the browser has hydrated the server's HTML, no
 * handler listens, so the controls are disabled rather than letting a visitor type into a field
 * whose value the form would not know (nothing typed may be lost). The fieldset adds no box.
 */
export function Form({ children, ...props }: ComponentProps<'form'>) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <fieldset className="form__controls" disabled={!hydrated}>
        {children}
      </fieldset>
    </form>
  );
}
