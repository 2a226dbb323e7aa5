import { createHash } from 'node:crypto';
import { checkContainerId } from '../src/lib/tag-manager/container-id';
import { cspReportPath } from './csp-reports';
import { connectOrigins, scriptOrigins, type RuntimeDefaults } from './runtime-defaults';

/**
 * The Trusted Types policies the app creates: its own for the third-party scripts it loads
 * (src/lib/consent/load-script.ts), and the default policy for what React and a tag manager write
 * into the sinks (src/lib/trusted-types.ts). None other can be made.
 */
export const trustedTypesPolicies = ['acq-third-party-scripts', 'default'];

export interface PolicyOptions {
  cspSources: CspSources;
  /** Development: Vite's client needs its websocket. */
  connectSources?: string[];
}

/**
 * The Content-Security-Policy, given the sources that allow the page's own inline scripts and
 * styles: the hashes of those in its HTML (`inlineSourcesOf`), so that a page a shared cache keeps
 * and serves to many visitors stays as strict as one rendered for each (a nonce in shared HTML
 * would be known to everyone); under `pnpm dev` a nonce, as Vite adds styles of its own.
 * What the inline scripts load is trusted through 'strict-dynamic'; 'self' and the hosts are for
 * browsers without it.
 */
export function contentSecurityPolicy({ cspSources, connectSources = [] }: PolicyOptions) {
  return (inline: InlineSources): string =>
    Object.entries({
      'default-src': ["'self'"],
      'script-src': [...inline.scripts, "'strict-dynamic'", "'self'", ...cspSources.script],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", ...inline.styles],
      'img-src': ["'self'", 'data:', ...cspSources.img],
      'font-src': ["'self'"],
      'connect-src': ["'self'", ...cspSources.connect, ...connectSources],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
      // Script URLs and markup reach the DOM's injection sinks only through the app's own policies.
      'require-trusted-types-for': ["'script'"],
      'trusted-types': trustedTypesPolicies,
      // Violations are logged (csp-reports.ts): report-to where the Reporting API is, report-uri elsewhere.
      'report-uri': [cspReportPath],
      'report-to': ['csp'],
    })
      .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
      .join('; ');
}

export interface InlineSources {
  scripts: string[];
  styles: string[];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The hash sources of a document's inline scripts and style elements, as the browser hashes them:
 * the exact text between the tags. React escapes `</script` inside a script's text, so the first
 * closing tag ends it.
 */
export function inlineSourcesOf(html: string): InlineSources {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes!))
    .map(([, , text]) => sha256(text!));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, text]) => sha256(text!));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/**
 * A document's policy, from its HTML as it is sent (entry.server.tsx asks for it): its inline
 * scripts and styles by hash, and under `pnpm dev` this response's nonce beside them.
 */
export function documentPolicy(policy: ReturnType<typeof contentSecurityPolicy>, nonce: string | undefined) {
  return (html: string): string => {
    const inline = inlineSourcesOf(html);
    const nonceSources = nonce ? [`'nonce-${nonce}'`] : [];
    return policy({ scripts: [...inline.scripts, ...nonceSources], styles: [...inline.styles, ...nonceSources] });
  };
}

/** The origins the Content-Security-Policy allows beyond the site's own, per directive. */
export interface CspSources {
  script: string[];
  connect: string[];
  img: string[];
}

/**
 * What a Google Tag Manager container with a GA4 tag needs (Google's "Use Tag Manager with a
 * Content Security Policy" guide): the container and its scripts, GA4's collection endpoints
 * (fetch/beacon to `*.google-analytics.com` and `*.analytics.google.com`, pixels as a fallback) and
 * the container's own requests to www.google.com. Used only when a container id is configured.
 */
export const tagManagerSources: CspSources = {
  script: ['https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://www.google.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

// A host source: scheme, host (a leading `*.` allowed), optional port and path. Nothing that could
// add a keyword ('unsafe-inline'), another directive (`;`) or a second source (space) gets through.
const hostSource = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?(\/[\w\-./~%]*)?$/i;

function sourcesOf(value: string | undefined, name: string, log: Pick<Console, 'error'>): string[] | null {
  if (value === undefined) return null;
  const sources = value.split(/[\s,]+/).filter(Boolean);
  const invalid = sources.filter((source) => !hostSource.test(source));
  if (invalid.length > 0)
    log.error(
      `${name}: ignoring ${invalid.join(', ')} (write origins such as https://*.example.com, separated by spaces)`,
    );
  return sources.filter((source) => hostSource.test(source));
}

/**
 * The Content-Security-Policy's third-party origins: those of the runtime settings (backend,
 * features, error reports, consent) plus the tag manager's. The tag manager's are runtime settings
 * too (`ACQ_CSP_SCRIPT_ORIGINS`, `ACQ_CSP_CONNECT_ORIGINS`, `ACQ_CSP_IMG_ORIGINS`, each a list
 * of origins that replaces the default), because a container's tags decide what they reach; by
 * default they are what Tag Manager with GA4 needs, and only when a container id is configured.
 */
export function cspSourcesFromEnv(
  defaults: RuntimeDefaults,
  env: NodeJS.ProcessEnv = process.env,
  log: Pick<Console, 'error'> = console,
): CspSources {
  // An invalid id loads no tag manager (the app logs it with its fix), so it opens nothing either.
  const tagManager = defaults.gtmContainerId !== null && checkContainerId(defaults.gtmContainerId).valid;
  const pick = (key: keyof CspSources, name: string) =>
    sourcesOf(env[name], name, log) ?? (tagManager ? tagManagerSources[key] : []);
  const unique = (sources: string[]) => [...new Set(sources)];
  return {
    script: unique([...scriptOrigins(defaults), ...pick('script', 'ACQ_CSP_SCRIPT_ORIGINS')]),
    connect: unique([...connectOrigins(defaults), ...pick('connect', 'ACQ_CSP_CONNECT_ORIGINS')]),
    img: unique(pick('img', 'ACQ_CSP_IMG_ORIGINS')),
  };
}
