/**
 * Where a visitor came from, as docs/product.md §3's landing-page options `previousPDPPage` and
 * `sourcePath` say it. Both come from the URL, so they are checked before the page uses them.
 */

// A path on this site: one leading slash (not `//host` or `/\host`, which browsers read as another site).
const sitePath = /^\/(?![/\\])[^\s]*$/;

/**
 * The product page to offer a way back to: a path on this site, or an http(s) URL on one of the
 * shop's configured origins. Anything else (another site, `javascript:`) is ignored: the link must
 * never send a visitor somewhere a stranger chose.
 */
export function productPageUrl(raw: string | null, shopOrigins: readonly string[]): string | null {
  if (!raw) return null;
  if (sitePath.test(raw)) return raw;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return shopOrigins.includes(url.origin) ? url.href : null;
}

/**
 * The source path a registration is attributed to: the `sourcePath` a referring page gives (a
 * path, at most 200 characters), else the landing page's own path (`/de/summer-sale`).
 */
export function sourcePathOf(raw: string | null, landingPath: string): string {
  return raw && raw.length <= 200 && sitePath.test(raw) ? raw : landingPath;
}
