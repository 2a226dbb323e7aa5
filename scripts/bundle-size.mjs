#!/usr/bin/env node
// Benchmark and budget: the JavaScript each benchmarked page loads before it is interactive (its
// first load: the client entry and the page's route modules, root to leaf, with their static
// imports, and the page language's messages, from Vite's manifest), beside the same figure for the
// stack's floor (apps/floor: a hello-world page of the same React, React Router and Vite, built by
// `pnpm build` with the app). What the app adds over the floor is what it can change; the floor is
// what the stack costs. With --check it exits 1 when a page adds more than its budget below;
// bytes are deterministic, so `pnpm test` runs the check.
// Usage: node scripts/bundle-size.mjs [--check] [--dist <client build dir>] [--floor-dist <dir>]
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { compileHintComment } from '../apps/web/build/compile-hints.ts';
import { everyPageChunkName } from '../apps/web/build/every-page-chunk.ts';
import { firstLoad, kB, readBuild, sizeOf } from './bundle-size/first-load.mjs';

// Each page's first-load JavaScript over the floor's, gzip: what it reached, which it must not pass
// (issue 38's goals are + 40 kB for the landing pages and + 15 kB for /membership-interest;
// docs/decisions/0022-judged-against-the-floor.md). Lower a budget when the page gets
// lighter; raise it only with a reason in the commit.
const budgetsOverFloor = {
  '/': 34,
  '/?rc=VALID-CODE': 34,
  '/de/': 35,
  '/membership-interest': 15,
  '/membership-interest/apply': 19.5,
};
// The field measurements' chunk (web-vitals with INP's attribution, apps/web/src/lib/field-metrics/),
// gzip: in no first load (it loads once the page is idle), so a budget of its own. 2.7 kB before
// the attribution, 4.4 with it (docs/operations.md, "INP's culprit").
const fieldMetricsModule = 'src/lib/field-metrics/report-web-vitals.ts';
const fieldMetricsBudget = 4.5;

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    dist: { type: 'string', default: path.join(root, 'apps/web/dist/client') },
    'floor-dist': { type: 'string', default: path.join(root, 'apps/floor/dist/client') },
  },
});
const [app, floor] = [values.dist, values['floor-dist']].map((dir) => path.resolve(dir));
if (![app, floor].every((dir) => existsSync(path.join(dir, '.vite/manifest.json'))))
  execSync('pnpm build', { cwd: root, stdio: 'inherit' });

const appBuild = readBuild(app);
const floorBuild = readBuild(floor);
// Each page's route modules, root to leaf (apps/web/src/routes.ts mounts them), its language's
// messages and the namespaces of its texts that only some pages show (its route's `handle`,
// apps/web/src/lib/page-messages.ts).
const pageModules = (layout, route, locale, namespaces = []) => [
  'src/root.tsx',
  'src/app/locale-scope.tsx',
  `src/app/layouts/${layout}.tsx`,
  `src/app/routes/${route}`,
  `../../locales/${locale}/index.ts`,
  ...namespaces.map((namespace) => `../../locales/${locale}/${namespace}/index.ts`),
];
const landing = ['images', 'landingPage', 'registration', 'registrationPages'];
// A part that loads only where a page shows it (apps/web/src/lib/code-part.ts) is not in a first load:
// `/?rc=VALID-CODE` shows the registration form in the server's page and loads its code once the page
// has hydrated (printed below the table), `/` only after a valid code.
const registrationForm = 'src/features/registration/components/registration-form.tsx';
const englishLanding = pageModules('default', 'landing.tsx', 'en', landing);
const pages = [
  ['/', englishLanding],
  ['/?rc=VALID-CODE', englishLanding],
  ['/de/', pageModules('default', 'landing.tsx', 'de', landing)],
  ['/membership-interest', pageModules('black-inclined-lines', 'membership-interest/intro.tsx', 'en')],
  [
    '/membership-interest/apply',
    pageModules('black-inclined-lines', 'membership-interest/apply.tsx', 'en', ['registration']),
  ],
];
const floorLoad = firstLoad(floorBuild, ['app/root.tsx', 'app/routes/home.tsx']);

console.log(
  'First-load JavaScript, gzip (raw): page, the floor (a hello-world page of the same stack), over the floor\n',
);
console.log('| page | first load | floor | over the floor | chunks |');
console.log('| --- | ---: | ---: | ---: | ---: |');
const loads = pages.map(([page, modules]) => ({ page, ...firstLoad(appBuild, modules) }));
for (const load of loads) {
  console.log(
    `| \`${load.page}\` | ${kB(load.gzip)} (${kB(load.raw)}) | ${kB(floorLoad.gzip)} (${kB(floorLoad.raw)}) | ` +
      `+${kB(load.gzip - floorLoad.gzip)} | ${load.chunks} |`,
  );
}
const rcPage = loads.find((load) => load.page === '/?rc=VALID-CODE');
const withForm = firstLoad(appBuild, [...englishLanding, registrationForm]);
console.log(
  `\nafter hydration, where the page shows it: the registration form (\`/?rc=VALID-CODE\`) ` +
    `+${kB(withForm.gzip - rcPage.gzip)} gzip in ${withForm.chunks - rcPage.chunks} chunks`,
);
const all = readdirSync(path.join(app, 'assets')).filter((file) => /\.(js|css)$/.test(file));
const total = all.map((file) => sizeOf(app, `assets/${file}`)).reduce((sum, size) => sum + size.gzip, 0);
const css = appBuild.manifest['style.css']?.file;
const fieldMetrics = sizeOf(app, appBuild.manifest[fieldMetricsModule].file);
console.log(`field measurements, once the page is idle: ${kB(fieldMetrics.gzip)} gzip (${kB(fieldMetrics.raw)})`);
console.log(`\nstylesheet (every page): ${css ? kB(sizeOf(app, css).gzip) : '–'} gzip`);
console.log(`all JS and CSS of the app: ${kB(total)} gzip in ${all.length} files`);

// The code every page runs carries V8's compile hint (apps/web/build/compile-hints.ts): without it
// a phone compiles each of its functions on the main thread when hydration first calls it.
const everyPageChunks = Object.values(appBuild.manifest).filter((chunk) => chunk.name === everyPageChunkName);
const unhinted = everyPageChunks.filter(
  (chunk) => !readFileSync(path.join(app, chunk.file), 'utf8').startsWith(compileHintComment),
);
console.log(
  `compile hint on the code every page runs: ${everyPageChunks.length - unhinted.length} of ${everyPageChunks.length} chunks`,
);

if (values.check) {
  if (everyPageChunks.length === 0 || unhinted.length > 0) {
    console.log(
      `MISSING: the compile hint on ${unhinted.map((chunk) => chunk.file).join(', ') || `the every-page chunk (${everyPageChunkName})`}`,
    );
    process.exitCode = 1;
  }
  const over = loads.filter(({ page, gzip }) => gzip - floorLoad.gzip > budgetsOverFloor[page] * 1024);
  for (const { page, gzip } of loads) {
    console.log(
      `budget: \`${page}\` first-load JS +${kB(gzip - floorLoad.gzip)} over the floor, of +${budgetsOverFloor[page]} kB: ` +
        (over.some((load) => load.page === page) ? 'OVER' : 'ok'),
    );
  }
  const fieldMetricsOver = fieldMetrics.gzip > fieldMetricsBudget * 1024;
  console.log(
    `budget: field measurements ${kB(fieldMetrics.gzip)}, of ${fieldMetricsBudget} kB: ${fieldMetricsOver ? 'OVER' : 'ok'}`,
  );
  if (over.length > 0 || fieldMetricsOver) process.exit(1);
}
