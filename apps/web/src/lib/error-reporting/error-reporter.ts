import type Rollbar from 'rollbar';
import type { ErrorReportingSettings } from './rollbar-configuration';

let settings: ErrorReportingSettings | null = null;
let reporter: Rollbar | null = null;
let loading = false;
/** Errors from the start on, until the library is there to send them. */
let waiting: [message: string, error: unknown][] = [];

function send(message: string, error: unknown) {
  reporter?.error(message, error instanceof Error ? error : { detail: String(error) });
}

const keepUncaught = (event: ErrorEvent) => keep('Uncaught error:', event.error ?? event.message);
// A rejection the page has marked handled (a load cut off as the page is left: chunk-load-error.ts) is none.
const keepRejection = (event: PromiseRejectionEvent) => {
  if (!event.defaultPrevented) keep('Unhandled rejection:', event.reason);
};

function keep(message: string, error: unknown) {
  waiting.push([message, error]);
  if (loading) return;
  loading = true;
  // The library and its configuration (with the scrubbing of personal data) come with the first error.
  Promise.all([import('rollbar'), import('./rollbar-configuration')])
    .then(([{ default: RollbarLibrary }, { rollbarConfiguration }]) => {
      window.removeEventListener('error', keepUncaught);
      window.removeEventListener('unhandledrejection', keepRejection);
      reporter = new RollbarLibrary(rollbarConfiguration(settings!)); // catches uncaught errors from here on
      for (const [kept, keptError] of waiting) send(kept, keptError);
      waiting = [];
    })
    .catch((error: unknown) => {
      loading = false; // the next error tries again; what waits stays
      console.error('Could not load error reporting:', error);
    });
}

/**
 * Starts the error reporter. The library loads with the first error (a report, an uncaught error,
 * an unhandled rejection), so a visit without errors never fetches it; until it is there, errors
 * wait, then go out in order. Without an endpoint nothing is reported; errors are still logged.
 */
export function startErrorReporting(reporting: ErrorReportingSettings | null): void {
  if (!reporting || settings) return;
  settings = reporting;
  window.addEventListener('error', keepUncaught);
  window.addEventListener('unhandledrejection', keepRejection);
}

/** Logs an error and sends it to the error-reporting service, e.g. "Failed to initialize Growthbook:". */
export function reportError(message: string, error?: unknown): void {
  console.error(message, error);
  if (reporter) send(message, error);
  else if (settings) keep(message, error);
}
