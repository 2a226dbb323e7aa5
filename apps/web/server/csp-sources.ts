import { checkContainerId } from '../src/lib/tag-manager/container-id';
import { connectOrigins, scriptOrigins, type RuntimeDefaults } from './runtime-defaults';

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
