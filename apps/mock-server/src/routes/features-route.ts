import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The GrowthBook client key the mock serves features for (runtime setting of the app). */
export const mockFeaturesClientKey = 'sdk-acquisition-dev';

export const featuresFile = path.join(import.meta.dirname, '../../data/features.json');

/** Written in data/features.json where a URL of the web app belongs (redirect experiments need absolute URLs). */
const siteUrlPlaceholder = '{siteUrl}';

/**
 * GET /api/features/{clientKey}: the GrowthBook feature payload kept in data/features.json,
 * read on every request so that edits show without a restart, with `{siteUrl}` standing for the
 * web app's origin. `x-sse-support: enabled` tells the SDK it may also open the stream at
 * /sub/{clientKey} (feature-stream.ts).
 */
export function featuresRoute(_request: Request, url: URL, publicSiteUrl: string): Response {
  const clientKey = decodeURIComponent(url.pathname.slice('/api/features/'.length));
  if (clientKey !== mockFeaturesClientKey) {
    return Response.json({ status: 400, error: 'Invalid API key' }, { status: 400 });
  }
  const payload = readFileSync(featuresFile, 'utf8').replaceAll(siteUrlPlaceholder, new URL(publicSiteUrl).origin);
  return new Response(payload, {
    headers: {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      'x-sse-support': 'enabled',
      'access-control-expose-headers': 'x-sse-support', // cross-origin, the SDK could not read it otherwise
    },
  });
}
