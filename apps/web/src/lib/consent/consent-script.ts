/** Where the consent-management script lives on its origin (docs/product.md §7.6). */
export const consentScriptPath = '/entrance/cmp/js/cmp_min.js';

const hour = 60 * 60 * 1000;

/**
 * The consent script's URL with an hourly cache-buster: browsers pick up a new version of the
 * script within an hour, yet reuse it for every page view within the same hour. An empty origin
 * means the site's own.
 */
export function consentScriptUrl(origin: string, now: number = Date.now()): string {
  return `${origin.replace(/\/+$/, '')}${consentScriptPath}?v=${Math.floor(now / hour)}`;
}
