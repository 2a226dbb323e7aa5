import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { EngineName, EnginePage } from './engine-page';
import type { Journey } from './journeys/journey';
import { MockBackend } from './mock-backend';
import { sortErrors } from './page-checks';
import { documentState } from './page-queries';
import { JourneyError } from './poll';
import { launchPuppeteerEngine } from './puppeteer-engine';
import { startStack } from './stack';
import { Visitor } from './visitor';
import { launchWebKit } from './webkit-engine';

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

export interface EngineRun {
  engine: EngineName;
  version: string;
  ms: number;
  results: JourneyResult[];
}

/** A journey that takes longer has hung (a driver that no longer answers): the next one starts. */
const journeyTimeoutMs = 60_000;

/**
 * A journey that fails is run once more, from a fresh visitor, and the report names both: on a
 * busy 2-core host an engine's own network process now and then stalls a load for longer than any
 * expectation waits (WebKit, about one run in a few dozen). A defect fails both attempts.
 */
const attempts = 2;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Every journey in one engine, one after the other, against a stack of the engine's own. */
export async function runEngine(
  engine: EngineName,
  journeys: Journey[],
  dirs: { web: string; dist: string; results: string },
): Promise<EngineRun> {
  const started = Date.now();
  const resultsDir = path.join(dirs.results, engine);
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });
  const stackStarting = startStack(dirs.web, dirs.dist, resultsDir);
  const launching: Promise<EnginePage> = stackStarting.then(({ webOrigin }) =>
    engine === 'webkit' ? launchWebKit({ siteOrigin: webOrigin, workDir: resultsDir }) : launchPuppeteerEngine(engine),
  );
  try {
    const stack = await stackStarting;
    const page = await launching;
    const backend = new MockBackend(stack.mockOrigin);
    const memory = new Map<string, string>();
    const results: JourneyResult[] = [];
    for (const journey of journeys) {
      const file = (name: string) => path.join(resultsDir, `${slug(journey.name)}--${slug(name)}.png`);
      let result: JourneyResult | undefined;
      for (let attempt = 1; attempt <= attempts && !result?.passed; attempt++) {
        const failed = result;
        result = await runJourney(journey, new Visitor(page, stack.webOrigin, file), backend, memory);
        if (failed) result.firstAttempt = failed.error;
        const outcome = result.passed ? 'pass' : 'FAIL';
        console.log(`[${engine}] ${outcome} ${journey.name} (${seconds(result.ms)}${attempt > 1 ? ', 2nd attempt' : ''})`);
        for (const note of result.consoleErrors) console.log(`[${engine}]      (${note.split('\n')[0]})`);
        if (result.error) console.log(`[${engine}]      ${result.error.replaceAll('\n', `\n[${engine}]      `)}`);
      }
      results.push(result!);
    }
    return { engine, version: page.version, ms: Date.now() - started, results };
  } catch (error) {
    // The engine or its stack did not start: every journey fails with the reason.
    const reason = `${engine} did not start: ${String(error)}`;
    console.log(`[${engine}] ${reason}`);
    const results = journeys.map((journey) => ({
      journey: journey.name,
      passed: false,
      ms: 0,
      error: reason,
      screenshots: [],
      consoleErrors: [],
    }));
    return { engine, version: 'not started', ms: Date.now() - started, results };
  } finally {
    await launching.then((launched) => launched.close()).catch(() => undefined);
    await stackStarting.then((stack) => stack.stop()).catch(() => undefined);
  }
}

async function runJourney(journey: Journey, visitor: Visitor, backend: MockBackend, memory: Map<string, string>) {
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

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
