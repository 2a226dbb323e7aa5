import { pushToDataLayer } from '@/lib/analytics/data-layer';
import { loadScript } from '@/lib/consent/load-script';
import { checkContainerId } from './container-id';

export const tagManagerOrigin = 'https://www.googletagmanager.com';

// The hosts the container's scripts come from (server/csp-sources.ts's tagManagerSources).
const tagScriptHost = /^https:\/\/([\w-]+\.)*(googletagmanager|google-analytics)\.com\//;

type TrustedTypesWindow = Window & {
  trustedTypes?: { createPolicy(name: string, rules: { createScriptURL(url: string): string | null }): unknown };
};

/**
 * The page requires Trusted Types for script URLs; the container's tags add scripts of their own,
 * without a policy. Where a container runs, the default policy lets the script URLs of Google's
 * tag hosts through and refuses every other.
 */
function allowTagScripts(doc: Document) {
  (doc.defaultView as TrustedTypesWindow | null)?.trustedTypes?.createPolicy('default', {
    createScriptURL: (url) => (tagScriptHost.test(url) ? url : null),
  });
}

/**
 * Loads Google Tag Manager (a `GTM-` id) or the Google tag (a `G-` id) with the configured
 * container id, as their own snippets do. Nothing loads without an id; an invalid id is logged
 * with the corrected form and nothing loads either.
 */
export function startTagManager(doc: Document, containerId: string | null, log: Pick<Console, 'error'> = console) {
  if (!containerId) return false;
  const check = checkContainerId(containerId);
  if (!check.valid) {
    log.error(check.message);
    return false;
  }
  const id = encodeURIComponent(check.id);
  allowTagScripts(doc);
  if (check.id.startsWith('GTM-')) {
    pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
    loadScript(doc, `${tagManagerOrigin}/gtm.js?id=${id}`);
  } else {
    // The Google tag reads its commands as `arguments` objects, which is what gtag() pushes.
    function gtag(..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params
      pushToDataLayer(arguments as unknown as Record<string, unknown>);
    }
    gtag('js', new Date());
    gtag('config', check.id);
    loadScript(doc, `${tagManagerOrigin}/gtag/js?id=${id}`);
  }
  return true;
}
