import type { ComponentProps, ReactNode } from 'react';
import { usePageSessionId } from './use-page-session-id';
import { sessionIdField } from '@/lib/session-id-field';
import { ErrorSummary, type SummaryError } from './error-summary';
import { Form } from './form';
import type { AppForm } from './use-app-form';
import type { FormValues } from './app-form-types';

interface FormViewProps extends Omit<ComponentProps<'form'>, 'noValidate'> {
  /** Shown above the error summary (the form's heading). */
  heading?: ReactNode;
  /** The hidden fields the form sends, also before the scripts run. */
  hiddenFields: Record<string, string>;
  /** Whether the form posts to its route's action (with the page's session id). */
  posts: boolean;
  summary: readonly SummaryError[];
  /** Changes on every submit and answer: the summary takes focus again on a repeated failure. */
  attempt: number;
  /** The failure no field is to blame for, translated. */
  problem: string | null;
}

/**
 * A form of the app: validated on submit by its own rules (`noValidate`), the error summary at
 * the top, then the failure no field is to blame for, in a live region that is always there so
 * that screen readers announce the message when it appears. A form that posts does so to its route's
 * action, also before the scripts run (the hidden fields go with it then). A form of one field
 * renders it with its own state; the others with `useAppForm` (`AppFormView`).
 */
export function FormView({
  heading,
  hiddenFields,
  posts,
  summary,
  attempt,
  problem,
  children,
  ...props
}: FormViewProps) {
  const sessionId = usePageSessionId();
  return (
    <Form noValidate method={posts ? 'post' : undefined} {...props}>
      {posts && sessionId && <input type="hidden" name={sessionIdField} value={sessionId} />}
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {heading}
      <ErrorSummary errors={summary} attempt={attempt} />
      <div className="form-problem" aria-live="assertive" aria-atomic="true">
        {problem && <p className="form-alert">{problem}</p>}
      </div>
      {children}
    </Form>
  );
}

interface AppFormViewProps<Values extends FormValues> extends Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'onChange' | 'noValidate' | 'ref'
> {
  kit: AppForm<Values>;
  heading?: ReactNode;
}

/** A form of several fields (`useAppForm`). */
export function AppFormView<Values extends FormValues>({ kit, ...props }: AppFormViewProps<Values>) {
  const { attach } = kit;
  return (
    <FormView
      ref={attach}
      onSubmit={kit.submit}
      onChange={kit.changed}
      posts={kit.posts}
      hiddenFields={kit.hiddenFields}
      summary={kit.summary}
      attempt={kit.attempt}
      problem={kit.problem}
      {...props}
    />
  );
}
