import type { Journey } from './journeys/journey';
import type { MockBackend } from './mock-backend';
import { sortErrors } from './page-checks';
import { documentState } from './document-state';
import { JourneyError } from './poll';
import type { Visitor } from './visitor';

export interface JourneyResult {
  journey: string;
  passed: boolean;
  ms: number;
  error?: string;
  screenshots: string[];
  /** Console errors of its pages: reported, not failed (page-checks.ts). */
  consoleErrors: string[];
  /** Why its first attempt failed, where a second one passed. */
  firstAttempt?: string;
}

/** A journey that takes longer has hung (a driver that no longer answers): the next one starts. */
const journeyTimeoutMs = 60_000;

/** One attempt at a journey from a fresh visitor: passed, or why not, with what the page showed. */
export async function runJourney(
  journey: Journey,
  visitor: Visitor,
  backend: MockBackend,
  memory: Map<string, string>,
) {
  const started = Date.now();
  const screenshots = () => visitor.checks.map((check) => check.screenshot);
  const consoleErrors: string[] = []; // after the last page
  const notes = () => [...visitor.checks.flatMap((check) => check.consoleErrors), ...consoleErrors];
  try {
    await visitor.engine.freshVisitor();
    const reportsBefore = (await backend.browserErrorReports()).length;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new JourneyError(`did not finish within ${journeyTimeoutMs / 1000} s`)),
        journeyTimeoutMs,
      );
    });
    await Promise.race([journey.run({ visitor, backend, memory }), timeout]).finally(() => clearTimeout(timer));
    const errors = sortErrors(await visitor.engine.takeErrors());
    consoleErrors.push(...errors.console);
    if (errors.uncaught.length > 0) {
      throw new JourneyError(`uncaught errors after the last page:\n  ${errors.uncaught.join('\n  ')}`);
    }
    // What the app's own error reporter sent (it starts after hydration, and reports what the page catches).
    const reports = (await backend.browserErrorReports()).slice(reportsBefore);
    if (reports.length > 0) throw new JourneyError(`the app reported errors:\n  ${reports.join('\n  ')}`);
    return {
      journey: journey.name,
      passed: true,
      ms: Date.now() - started,
      screenshots: screenshots(),
      consoleErrors: notes(),
    };
  } catch (error) {
    const where = await visitor.engine.url().catch(() => 'an unknown address');
    const failedShot = await keepFailure(visitor);
    const message =
      error instanceof JourneyError ? error.message : String(error instanceof Error ? error.stack : error);
    return {
      journey: journey.name,
      passed: false,
      ms: Date.now() - started,
      error: [
        message,
        `(at ${where}${failedShot ? `; screenshot ${failedShot}` : ''})`,
        ...(await failureContext(visitor, backend)),
      ].join('\n'),
      screenshots: [...screenshots(), ...(failedShot ? [failedShot] : [])],
      consoleErrors: notes(),
    };
  }
}

/** What the page and the app said as the journey failed: the document's own state, errors, the app's reports. */
async function failureContext(visitor: Visitor, backend: MockBackend): Promise<string[]> {
  const state = await visitor.engine.evaluate(documentState).catch((error: unknown) => `unknown (${String(error)})`);
  const errors = await visitor.engine.takeErrors().catch(() => []);
  const reports = await backend.browserErrorReports().catch(() => []);
  return [
    `the document: ${JSON.stringify(state)}`,
    ...errors.map((error) => `the page: ${error.split('\n')[0]}`),
    ...reports.slice(-3).map((report) => `the app's report: ${report.split('\n')[0]}`),
  ];
}

/** The page as it was when the journey failed. */
async function keepFailure(visitor: Visitor): Promise<string | undefined> {
  const file = visitor.screenshotOf('failed');
  return visitor.engine.screenshot(file).then(
    () => file,
    () => undefined,
  );
}
