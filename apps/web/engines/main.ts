import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureBuild } from './build';
import type { EngineName } from './engine-page';
import { journeys } from './journeys';
import { printReport } from './report';
import { runEngine, seconds } from './run-engine';

// `pnpm test:engines [firefox] [webkit] [chromium] [--grep <text>] [--serial]`: the visitor
// journeys (journeys/) in Firefox ESR and WebKitGTK, or the engines named; Chromium only when
// named (the Playwright suite covers it). docs/engines.md says what it covers and how.
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { grep: { type: 'string' }, serial: { type: 'boolean', default: false } },
});
const known: EngineName[] = ['firefox', 'webkit', 'chromium'];
const unknown = positionals.filter((name) => !known.includes(name as EngineName));
if (unknown.length > 0) throw new Error(`Unknown engine ${unknown.join(', ')}: choose from ${known.join(', ')}`);
const engines = positionals.length > 0 ? (positionals as EngineName[]) : (['firefox', 'webkit'] as const);
const named = journeys.filter((journey) => !values.grep || journey.name.includes(values.grep));
if (named.length === 0) throw new Error(`No journey's name contains "${values.grep}"`);
// With the journeys they start from, in the order of all.
const chosen = journeys.filter((journey) => named.some((each) => each === journey || each.needs === journey.name));

const web = fileURLToPath(new URL('..', import.meta.url));
const root = path.resolve(web, '../..');
const dirs = { web, dist: ensureBuild(root), results: path.join(web, 'engines-results') };

const started = Date.now();
// Side by side by default: each engine has its own stack, and both together stay within the
// 2 minutes on 2 cores; --serial runs one after the other (a busy host, a failure to read alone).
const runs = values.serial
  ? await engines.reduce(
      async (done, engine) => [...(await done), await runEngine(engine, chosen, dirs)],
      Promise.resolve([] as Awaited<ReturnType<typeof runEngine>>[]),
    )
  : await Promise.all(engines.map((engine) => runEngine(engine, chosen, dirs)));
const { passed, failed } = printReport(runs, dirs.results, root);
console.log(`\nEngines: ${engines.join(', ')} in ${seconds(Date.now() - started)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
