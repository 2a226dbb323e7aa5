// Subresource integrity of the page's scripts (src/analyzer/tests/subresource-integrity.js).
import net from 'node:net';
import { HTML_TYPES, mimeTypeOf, startTags } from './html.mjs';
import { worse } from './result-order.mjs';

/**
 * The registrable domain ("example.com" of "cdn.example.com") that decides whether a script is
 * the site's own. The Observatory asks tldts, which knows the Public Suffix List; without it, the
 * last two labels, and none for an IP address or a single label (as tldts answers for those).
 */
function registrableDomain(hostname) {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) || !host.includes('.')) return null;
  return host.split('.').slice(-2).join('.');
}

/** SRI: every script from another origin needs an integrity hash and https. */
export function subresourceIntegrityTest(requests) {
  const order = [
    'sri-implemented-and-all-scripts-loaded-securely',
    'sri-implemented-and-external-scripts-loaded-securely',
    'sri-implemented-but-external-scripts-not-loaded-securely',
    'sri-not-implemented-but-external-scripts-loaded-securely',
    'sri-not-implemented-and-external-scripts-not-loaded-securely',
    'sri-not-implemented-response-not-html',
  ];
  const page = requests.auto;
  const mime = mimeTypeOf(page);
  const passing = (result, data = {}) => ({ result, pass: true, data });
  if (mime && !HTML_TYPES.has(mime)) return passing('sri-not-implemented-response-not-html');

  const scripts = startTags(page.body).filter((tag) => tag.name === 'script');
  if (scripts.length === 0) return passing('sri-not-implemented-but-no-scripts-loaded');
  const siteDomain = registrableDomain(requests.url.hostname);
  const data = {};
  let result = null;
  let foreign = false;
  for (const { attributes } of scripts) {
    const src = attributes.src;
    if (!src) continue; // inline: nothing to check
    const integrity = attributes.integrity || null;
    const protocolRelative = /^\/\/[^/]/.test(src);
    const absolute = /^https?:\/\//.test(src);
    const relative = !protocolRelative && !absolute;
    const sameSite = protocolRelative || relative || registrableDomain(safeUrl(src)?.hostname ?? '') === siteDomain;
    // A protocol-relative script counts as another origin's: the Observatory's rule.
    const ownOrigin = relative || (sameSite && !protocolRelative);
    const secureScheme =
      (absolute && safeUrl(src)?.protocol === 'https:') || (relative && requests.url.protocol === 'https:');
    if (ownOrigin) {
      // A bonus for SRI on the site's own scripts too.
      if (integrity && secureScheme && !result) result = 'sri-implemented-and-all-scripts-loaded-securely';
      continue;
    }
    foreign = true;
    data[src] = { crossorigin: attributes.crossorigin || null, integrity };
    if (integrity && !secureScheme)
      result = worse('sri-implemented-but-external-scripts-not-loaded-securely', result, order);
    else if (!integrity && secureScheme)
      result = worse('sri-not-implemented-but-external-scripts-loaded-securely', result, order);
    else if (!integrity) result = worse('sri-not-implemented-and-external-scripts-not-loaded-securely', result, order);
  }
  result ??= foreign
    ? 'sri-implemented-and-external-scripts-loaded-securely'
    : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin';
  const pass = [
    'sri-implemented-and-all-scripts-loaded-securely',
    'sri-implemented-and-external-scripts-loaded-securely',
    'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
  ].includes(result);
  return { result, pass, data };
}

function safeUrl(text) {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}
