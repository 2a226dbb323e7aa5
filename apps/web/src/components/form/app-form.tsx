import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ErrorSummary } from './error-summary';
import { Form } from './form';
import type { AppForm } from './use-app-form';

interface AppFormViewProps<Values extends FieldValues> extends Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> {
  kit: AppForm<Values>;
  /** Shown above the error summary (the form's heading). */
  heading?: ReactNode;
}

/**
 * A form of the app: validated on submit by its own rules (`noValidate`), the error summary at
 * the top, then the failure no field is to blame for, in a live region that is always there so
 * that screen readers announce the message when it appears. Controls wait for hydration (<Form>).
 */
export function AppFormView<Values extends FieldValues>({
  kit,
  heading,
  children,
  ...props
}: AppFormViewProps<Values>) {
  return (
    <Form noValidate onSubmit={kit.submit} {...props}>
      {heading}
      <ErrorSummary errors={kit.summary} attempt={kit.attempt} />
      <div className="form-problem" aria-live="assertive" aria-atomic="true">
        {kit.problem && <p className="form-alert">{kit.problem}</p>}
      </div>
      {children}
    </Form>
  );
}
