import type Rollbar from 'rollbar';
import { rollbarConfiguration, type ErrorReportingSettings } from './rollbar-configuration';

let reporter: Rollbar | null = null;
let configured: ErrorReportingSettings | null = null;
let loading = false;
/** Reports made while the library loads; sent once it is there. */
let waiting: [message: string, error: unknown][] = [];

function send(message: string, error: unknown) {
  reporter?.error(message, error instanceof Error ? error : { detail: String(error) });
}

function wait(message: string, error: unknown) {
  waiting.push([message, error]);
  if (loading || !configured) return;
  loading = true;
  const settings = configured;
  import('rollbar')
    .then(({ default: RollbarLibrary }) => {
      window.removeEventListener('error', bufferUncaught);
      window.removeEventListener('unhandledrejection', bufferRejection);
      reporter = new RollbarLibrary(rollbarConfiguration(settings)); // catches uncaught errors from here on
      for (const [message, error] of waiting) send(message, error);
      waiting = [];
    })
    .catch((error: unknown) => console.error('Could not load error reporting:', error));
}

const bufferUncaught = (event: ErrorEvent) => wait('Uncaught error:', event.error ?? event.message);
const bufferRejection = (event: PromiseRejectionEvent) => wait('Unhandled rejection:', event.reason);

/**
 * Starts the error reporter. The library loads with the first error, not with the page: until it
 * is there, reported and uncaught errors wait, then go out in order. Without an endpoint nothing
 * is reported; errors are still logged.
 */
export function startErrorReporting(settings: ErrorReportingSettings | null): void {
  if (!settings || configured) return;
  configured = settings;
  window.addEventListener('error', bufferUncaught);
  window.addEventListener('unhandledrejection', bufferRejection);
}

/** Logs an error and sends it to the error-reporting service, e.g. "Failed to initialize Growthbook:". */
export function reportError(message: string, error?: unknown): void {
  console.error(message, error);
  if (reporter) send(message, error);
  else if (configured) wait(message, error);
}
