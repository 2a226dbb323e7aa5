import type { PageFunction } from './engine-page';

/**
 * A call of a page function as one expression, which both clients evaluate (and whose promise
 * they await). tsx compiles with esbuild's keepNames, which wraps a named inner function in
 * `__name(...)`, a helper that exists only in Node: the page gets a stand-in that does nothing.
 */
export function pageExpression<Args extends unknown[], Result>(fn: PageFunction<Args, Result>, args: Args): string {
  return `(() => { const __name = (target) => target; return (${fn.toString()})(...${JSON.stringify(args)}); })()`;
}

const keptErrorsKey = 'engines:error';

/**
 * Keeps the page's uncaught errors and unhandled rejections, and those it handled. Where the
 * client hears the console (puppeteer), they go there at once, so that a page left for another
 * site loses none; elsewhere (classic WebDriver, which hears nothing) they and the page's console
 * errors go to the tab's sessionStorage, where the next look at a page of the site finds them.
 * Installed once per document.
 */
export function listenForErrors(key: string, toConsole: boolean): void {
  const page = window as unknown as { enginesListening?: boolean; enginesErrors?: string[] };
  if (page.enginesListening) return;
  page.enginesListening = true;
  const keep = (text: string) => {
    if (toConsole) return console.info(`${key} ${text}`);
    try {
      const kept = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
      sessionStorage.setItem(key, JSON.stringify([...kept, text]));
    } catch {
      (page.enginesErrors ??= []).push(text); // no storage here (an opaque origin)
    }
  };
  const described = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  // Looked at once every listener has run: an error the page prevents is handled, no uncaught one.
  const unlessHandled = (event: Event, kind: string, error: unknown) =>
    setTimeout(() => keep(`${event.defaultPrevented ? 'handled' : kind} on ${location.pathname}: ${described(error)}`));
  window.addEventListener('error', (event) => unlessHandled(event, 'uncaught error', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => unlessHandled(event, 'unhandled rejection', event.reason));
  if (toConsole) return;
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    keep(`console error on ${location.pathname}: ${args.map(described).join(' ')}`);
    consoleError.apply(console, args);
  };
}

/** The errors kept so far (and forgets them). */
export function takeKeptErrors(key: string): string[] {
  const page = window as unknown as { enginesErrors?: string[] };
  const unstored = page.enginesErrors ?? [];
  page.enginesErrors = [];
  try {
    const kept = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
    sessionStorage.removeItem(key);
    return [...kept, ...unstored];
  } catch {
    return unstored;
  }
}

/**
 * The errors that count, from what the page kept and what the engine itself reported (Firefox's
 * BiDi log, which names a rejection the page has handled as well): one report per error, none
 * for an error the page handled.
 */
export function uncaughtErrors(kept: string[], reportedByEngine: string[] = []): string[] {
  const message = (entry: string) => entry.replace(/^[^:]+: /, '');
  const fromPage = kept.filter((entry) => !entry.startsWith('handled on '));
  const seenByPage = (report: string) =>
    kept.some((entry) => !entry.startsWith('console error') && report.includes(message(entry)));
  return [...fromPage, ...reportedByEngine.filter((report) => !seenByPage(report))];
}

export const errorListener = (toConsole: boolean) => pageExpression(listenForErrors, [keptErrorsKey, toConsole]);
/** How a page's kept error starts in the console (errorListener(true)). */
export const keptErrorPrefix = `${keptErrorsKey} `;
export const keptErrors = () => pageExpression(takeKeptErrors, [keptErrorsKey]);
