import Rollbar from 'rollbar';
import type { RuntimeSettings } from '@/lib/runtime-settings';
import { release } from '@/lib/release';
import { rollbarConfiguration } from './rollbar-configuration';

let reporter: Rollbar | null = null;
let configuredFor: string | null = null;

/**
 * The server's error reporter: what fails while the server loads or submits a page (a backend
 * request) goes to the same error-reporting service as the browser's errors, scrubbed the same way.
 * The server does not catch uncaught errors for it: it logs and keeps serving.
 */
function serverReporter(settings: RuntimeSettings): Rollbar | null {
  if (!settings.errorReportUrl) return null;
  if (reporter && configuredFor === settings.errorReportUrl) return reporter;
  configuredFor = settings.errorReportUrl;
  reporter = new Rollbar({
    ...rollbarConfiguration({
      endpoint: settings.errorReportUrl,
      accessToken: settings.errorReportAccessToken,
      environment: settings.environment,
      codeVersion: `${release.version}+${release.commit}`,
    }),
    captureUncaught: false,
    captureUnhandledRejections: false,
  });
  return reporter;
}

/** Logs a server-side failure and reports it (docs/product.md §7.9). */
export function reportServerError(settings: RuntimeSettings, message: string, error: unknown): void {
  console.error(message, error);
  serverReporter(settings)?.error(message, error instanceof Error ? error : { detail: String(error) });
}
