import { pushToDataLayer } from '@/lib/analytics/data-layer';
import { loadScript } from '@/lib/consent/load-script';
import { allowTagManagerScripts } from '@/lib/trusted-types';
import { checkContainerId } from './container-id';

export const tagManagerOrigin = 'https://www.googletagmanager.com';

/**
 * Loads Google Tag Manager (a `GTM-` id) or the Google tag (a `G-` id) with the configured
 * container id, as their own snippets do. Nothing loads without an id; an invalid id is logged
 * with the corrected form and nothing loads either. Its scripts may then add their own (the
 * page's default Trusted Types policy).
 */
export function startTagManager(doc: Document, containerId: string | null, log: Pick<Console, 'error'> = console) {
  if (!containerId) return false;
  const check = checkContainerId(containerId);
  if (!check.valid) {
    log.error(check.message);
    return false;
  }
  const id = encodeURIComponent(check.id);
  allowTagManagerScripts();
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
