import { phone, type EnginePage } from './engine-page';
import { pageFacts } from './page-queries';
import { JourneyError, until } from './poll';

export interface PageCheck {
  page: string;
  screenshot: string;
  /** What the page logged as an error: told, not failed (a library's note on a fetch cut off by leaving, say). */
  consoleErrors: string[];
}

/** Uncaught errors fail a journey; console errors are reported beside it. */
export function sortErrors(errors: string[]) {
  return {
    uncaught: errors.filter((error) => !error.startsWith('console error')),
    console: errors.filter((error) => error.startsWith('console error')),
  };
}

/**
 * What every page must be in every engine: hydrated (the app's own mark, `data-hydrated`, set
 * once its scripts have taken the server's page over, the parts that hydrate after it too), as wide as the phone and no wider (no
 * horizontal scrolling at 390 px), and free of uncaught errors (window error, unhandled
 * rejection, and the engine's own report where the client has one). Its screenshot is kept first,
 * so that a page that fails is there to look at.
 */
export async function checkPage(engine: EnginePage, page: string, screenshot: string): Promise<PageCheck> {
  const facts = await until(
    () => engine.evaluate(pageFacts),
    (current) => current.hydrated,
    (current) => `"${page}" never hydrated (no data-hydrated on <html>${current ? '' : '; no page to ask'})`,
  );
  await engine.screenshot(screenshot);
  if (facts.clientWidth !== phone.width) {
    throw new JourneyError(`"${page}": the viewport is ${facts.clientWidth} px wide, not ${phone.width}`);
  }
  // Measured again: the page may have grown while the screenshot was taken (a late image, a font).
  const { scrollWidth, clientWidth } = await engine.evaluate(pageFacts);
  if (scrollWidth > clientWidth) {
    throw new JourneyError(`"${page}" overflows horizontally: ${scrollWidth} px of content in ${clientWidth} px`);
  }
  const errors = sortErrors(await engine.takeErrors());
  if (errors.uncaught.length > 0) {
    throw new JourneyError(`"${page}" had uncaught errors:\n  ${[...errors.uncaught, ...errors.console].join('\n  ')}`);
  }
  return { page, screenshot, consoleErrors: errors.console };
}
