/**
 * The tab's session storage, or null where there is none: on the server, or where the browser
 * blocks storage (reading `window.sessionStorage` then throws). Callers keep their data for the
 * page's lifetime only in that case.
 */
export function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
