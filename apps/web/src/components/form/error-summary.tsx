import { useI18nContext } from '@acq/locales/react';
import { useEffect, useId, useRef } from 'react';
import './error-summary.css';

export interface SummaryError {
  /** The id of the field the message belongs to; the summary links to it. */
  fieldId: string;
  message: string;
}

/**
 * GOV.UK-style error summary: shown above a form after a failed submit, it takes focus so that
 * screen-reader and keyboard users land on it, and links each message to its field.
 * `attempt` changes on every submit, so that the summary takes focus again on a repeated failure.
 */
export function ErrorSummary({ errors, attempt }: { errors: readonly SummaryError[]; attempt: number }) {
  const { LL } = useI18nContext();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();

  const shown = errors.length > 0;
  // Focus when the summary appears or on a new attempt, not on every re-render (a language
  // switch re-renders too); the errors of an attempt may arrive after its count went up. Errors
  // the page arrived with (a link's code that is not valid) show without taking focus.
  useEffect(() => {
    if (shown && attempt > 0) ref.current?.focus();
  }, [attempt, shown]);

  if (errors.length === 0) return null;
  return (
    <div className="error-summary" ref={ref} tabIndex={-1} role="alert" aria-labelledby={titleId}>
      <h2 id={titleId}>{LL.errors.errorSummaryTitle()}</h2>
      <ul>
        {errors.map(({ fieldId, message }) => (
          <li key={fieldId}>
            <a
              href={`#${fieldId}`}
              onClick={(event) => {
                // Focus the field itself; following the hash would only scroll to it.
                event.preventDefault();
                document.getElementById(fieldId)?.focus();
              }}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
