import type { Locales, Translations } from '@acq/locales/types';
import type { CountryDecision } from '@/lib/startup/country';
import type { RenderedQueries } from '@/lib/graphql/client-source';
import type { ExperimentsState } from '@/lib/experiments/experiments-state';
import type { RuntimeSettings } from '@/lib/runtime-settings';
import type { StartupState } from './startup';

/**
 * What the server hands the browser with a rendered page, so that hydration renders exactly what
 * the server did and nothing is fetched twice: settings, the language and its messages, the
 * GraphQL cache, start-up decisions and the experiments.
 */
export interface PageState {
  settings: RuntimeSettings;
  locale: Locales;
  messages: Translations;
  /** Apollo Client's cache after the server's queries (`client.extract()`), for when the browser loads it. */
  apolloState: Record<string, unknown>;
  /** The answers the page was rendered with, so hydration needs no GraphQL client. */
  renderedQueries: RenderedQueries;
  /** X-Session-ID of this page load: the server's requests and the browser's share it. */
  sessionId: string;
  startup: StartupState;
  /** The server's decision about the visitor's country (the browser completes it by time zone). */
  countryDecision: CountryDecision;
  experiments: ExperimentsState;
}

/** The page state travels as JSON in a non-executable script element, so it needs no CSP nonce. */
export const pageStateElementId = 'acq-page-state';

/** JSON that is safe inside a <script> element: no `</script>` or `<!--` can end it early. */
export function serializePageState(state: PageState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readPageState(doc: Document): PageState {
  const element = doc.getElementById(pageStateElementId);
  if (!element?.textContent) throw new Error('The page carries no state: it was not rendered by the server.');
  return JSON.parse(element.textContent) as PageState;
}
