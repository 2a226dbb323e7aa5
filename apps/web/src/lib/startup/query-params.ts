import type { Locales } from '@acq/locales/types';
import { nativeAppScheme, registrationCodeMaxLength } from './constants';
import { supportedLocale } from './language';
import { redirectUrlReturnsToApp } from './redirect-url';

export interface StartupQuery {
  /** `lang`, when it is a supported locale code. */
  lang: Locales | null;
  /** `disablegb=true` turns A/B testing off entirely. */
  disableGrowthbook: boolean;
  /** `rc`, trimmed; null when missing, blank or longer than any registration code can be. */
  registrationCode: string | null;
  /** Whether `redirectUrl`'s inner `redirect_uri` returns to the native app (a webview session). */
  redirectUrlIsApp: boolean;
}

export interface StartupQueryOptions {
  appScheme?: string;
  log?: Pick<Console, 'error'>;
}

/** The start-up query parameters of docs/product.md §2; where a parameter repeats, the first value wins. */
export function readStartupQuery(
  search: string,
  { appScheme = nativeAppScheme, log = console }: StartupQueryOptions = {},
): StartupQuery {
  const params = new URLSearchParams(search);
  const rc = params.get('rc')?.trim() ?? '';
  return {
    lang: supportedLocale(params.get('lang')),
    disableGrowthbook: params.get('disablegb') === 'true',
    registrationCode: rc !== '' && rc.length <= registrationCodeMaxLength ? rc : null,
    redirectUrlIsApp: redirectUrlReturnsToApp(params.get('redirectUrl'), { appScheme, log }),
  };
}

// The other query-parameter rules live in their own modules; start-up finds them here too.
export { restorableParams, restoreAcqParams } from './acq-params';
export { redirectUrlReturnsToApp } from './redirect-url';
