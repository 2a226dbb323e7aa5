import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { usePageSessionId } from './use-page-session-id';
import { sessionIdField } from '@/lib/session-id-field';
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
 * that screen readers announce the message when it appears. A form that posts does so to its route's
 * action, also before the scripts run (the hidden fields go with it then).
 */
export function AppFormView<Values extends FieldValues>({
  kit,
  heading,
  children,
  ...props
}: AppFormViewProps<Values>) {
  const sessionId = usePageSessionId();
  return (
    <Form noValidate onSubmit={kit.submit} method={kit.posts ? 'post' : undefined} {...props}>
      {kit.posts && sessionId && <input type="hidden" name={sessionIdField} value={sessionId} />}
      {Object.entries(kit.hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {heading}
      <ErrorSummary errors={kit.summary} attempt={kit.attempt} />
      <div className="form-problem" aria-live="assertive" aria-atomic="true">
        {kit.problem && <p className="form-alert">{kit.problem}</p>}
      </div>
      {children}
    </Form>
  );
}
