/**
 * The page's default Trusted Types policy: the page requires Trusted Types for markup and script
 * URLs (server/content-security-policy.ts), and two libraries write strings into those sinks.
 *
 * - React creates a script element as `innerHTML = '<script></script>'`, and writes the text of
 *   the router's inline scripts through innerHTML when it renders them in the browser (after a
 *   hydration error, say): refused, the page would break in the middle of recovering. The policy
 *   lets through that empty script, and text without a `<`, which makes no element wherever it
 *   is written (the router's scripts escape theirs). Any other markup is refused.
 * - A tag manager container's tags add scripts of their own: where one runs, the script URLs of
 *   Google's tag hosts go through, and no other.
 */
type Rules = {
  createHTML(html: string): string | null;
  createScriptURL(url: string): string | null;
};
type TrustedTypesWindow = Window & { trustedTypes?: { createPolicy(name: string, rules: Rules): unknown } };

const emptyScript = '<script></script>';
// The hosts the container's scripts come from (server/content-security-policy.ts's tagManagerSources).
const tagScriptHost = /^https:\/\/([\w-]+\.)*(googletagmanager|google-analytics)\.com\//;
let tagManagerRuns = false;

/** A tag manager container starts: its scripts may be added. */
export function allowTagManagerScripts(): void {
  tagManagerRuns = true;
}

/** Creates the default policy, before hydration. */
export function createDefaultPolicy(win: Window = window): void {
  (win as TrustedTypesWindow).trustedTypes?.createPolicy('default', {
    createHTML: (html) => (html === emptyScript || !html.includes('<') ? html : null),
    createScriptURL: (url) => (tagManagerRuns && tagScriptHost.test(url) ? url : null),
  });
}
