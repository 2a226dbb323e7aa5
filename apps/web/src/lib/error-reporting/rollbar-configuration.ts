import type Rollbar from 'rollbar';
import { finishItem } from './scrub-personal-data';

/**
 * What an error report never carries, the product's list (docs/product.md §9 points here): the personal
 * fields, then the query parameters that carry codes, tokens and addresses. The library's own password,
 * card and token fields are scrubbed as well (see rollbarConfiguration).
 */
export const scrubbedFields = [
  'gender',
  'firstName',
  'lastName',
  'email',
  'postalCode',
  'bday',
  'country',
  'token',
  'rc',
  'acqParams',
  'redirectUrl',
];

export interface ErrorReportingSettings {
  endpoint: string;
  accessToken: string | null;
  environment: string;
  codeVersion: string;
}

/**
 * The error reporter's configuration with docs/product.md §9's figures. scrubFields add to the library's
 * own list (passwords, secrets, card numbers: `overwriteScrubFields` stays off) and apply to keys
 * and to `name=value` pairs inside strings such as URLs and query strings. The payload limit of
 * 524288 bytes is the library's built-in truncation size: this version has no option for it.
 */
export function rollbarConfiguration(settings: ErrorReportingSettings): Rollbar.Configuration {
  return {
    endpoint: settings.endpoint,
    ...(settings.accessToken ? { accessToken: settings.accessToken } : {}),
    environment: settings.environment,
    codeVersion: settings.codeVersion,
    captureUncaught: true,
    captureUnhandledRejections: true,
    itemsPerMinute: 60,
    captureIp: 'anonymize',
    maxTelemetryEvents: 100,
    scrubTelemetryInputs: true, // what visitors type (their e-mail, names) never reaches telemetry
    scrubFields: scrubbedFields,
    transform: (data) => finishItem(data),
    // Once more right before sending: the library adds diagnostics (the raw error) after transform.
    onSendCallback: (_isUncaught, _args, item) => finishItem(item),
    payload: { client: { javascript: { source_map_enabled: true, code_version: settings.codeVersion } } },
  };
}
