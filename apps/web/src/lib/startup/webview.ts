/**
 * The native app's Android bridge: the app registers a JavaScript interface under this window
 * property. iOS apps are recognised by WKWebView's `window.webkit`.
 */
export const mobileCommunicationName = 'mobileCommunication';

function hasObject(win: object, name: string): boolean {
  const value: unknown = Reflect.get(win, name);
  return (typeof value === 'object' || typeof value === 'function') && value !== null;
}

/**
 * Whether the page runs inside the native app (docs/product.md §4): the window carries a `webkit` or
 * mobile-communication object, or `redirectUrl` hands back to the app scheme. Takes the window
 * as a parameter so it is safe to call where there is none.
 */
export function isWebView(win: object | undefined, redirectUrlIsApp: boolean): boolean {
  if (redirectUrlIsApp) return true;
  return win !== undefined && (hasObject(win, 'webkit') || hasObject(win, mobileCommunicationName));
}
