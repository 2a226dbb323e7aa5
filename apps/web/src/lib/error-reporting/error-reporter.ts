import Rollbar from 'rollbar';
import { rollbarConfiguration, type ErrorReportingSettings } from './rollbar-configuration';

let reporter: Rollbar | null = null;

/**
 * Starts the error reporter (uncaught errors and unhandled rejections are caught from here on).
 * Without an endpoint nothing is reported; errors are still logged.
 */
export function startErrorReporting(settings: ErrorReportingSettings | null): void {
  if (!settings || reporter) return;
  reporter = new Rollbar(rollbarConfiguration(settings));
}

/** Logs an error and sends it to the error-reporting service, e.g. "Failed to initialize Growthbook:". */
export function reportError(message: string, error?: unknown): void {
  console.error(message, error);
  reporter?.error(message, error instanceof Error ? error : { detail: String(error) });
}
