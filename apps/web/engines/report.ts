import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { EngineName } from './engine-page';
import { seconds, type EngineRun } from './run-engine';

// Debian's packages behind each engine, whose versions the report names beside the client's.
const packages: Record<EngineName, string[]> = {
  firefox: ['firefox-esr'],
  webkit: ['libwebkit2gtk-4.1-0', 'webkit2gtk-driver'],
  chromium: ['chromium-headless-shell', 'chromium'],
};

function packageVersions(engine: EngineName): string {
  return packages[engine]
    .map((name) => {
      try {
        return `${name} ${execFileSync('dpkg-query', ['-W', '-f', '${Version}', name], { encoding: 'utf8', stdio: 'pipe' })}`;
      } catch {
        return null; // not installed (chromium-headless-shell is optional)
      }
    })
    .filter(Boolean)
    .join(', ');
}

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - text.length));

/** The journeys × engines table, the engines' versions, the screenshots; and the closing count. */
export function printReport(runs: EngineRun[], resultsDir: string, root: string): { passed: number; failed: number } {
  const names = runs[0]?.results.map((result) => result.journey) ?? [];
  const first = Math.max(7, ...names.map((name) => name.length)) + 2;
  const column = 18;
  const lines = [pad('journey', first) + runs.map((run) => pad(run.engine, column)).join('')];
  for (const [index, name] of names.entries()) {
    const cells = runs.map((run) => {
      const result = run.results[index]!;
      const outcome = result.passed ? (result.firstAttempt ? 'pass²' : 'pass') : 'FAIL';
      return pad(`${outcome} ${seconds(result.ms)}`, column);
    });
    lines.push(pad(name, first) + cells.join(''));
  }
  const totals = runs.map((run) => {
    const passed = run.results.filter((result) => result.passed).length;
    return pad(`${passed}/${run.results.length} ${seconds(run.ms)}`, column);
  });
  lines.push(pad('passed, time', first) + totals.join(''));
  console.log(`\n${lines.join('\n')}\n`);

  for (const run of runs) console.log(`${run.engine}: ${run.version} (Debian: ${packageVersions(run.engine)})`);

  console.log(`\nScreenshots, one per page and engine, and the servers' logs: ${path.relative(root, resultsDir)}/`);
  for (const run of runs) {
    for (const result of run.results.filter((each) => each.screenshots.length > 0)) {
      const names = result.screenshots.map((file) => path.basename(file, '.png'));
      const journey = names[0]!.split('--')[0];
      const pages = names.map((name) => name.split('--')[1]);
      console.log(`  ${run.engine}/${journey}--{${pages.join(',')}}.png`);
    }
  }

  const retried = runs.flatMap((run) =>
    run.results
      .filter((result) => result.passed && result.firstAttempt)
      .map((result) => `${run.engine}: ${result.journey}\n  ${result.firstAttempt?.replaceAll('\n', '\n  ')}`),
  );
  if (retried.length > 0)
    console.log(`\nPassed at the second attempt (pass²), the first failed:\n${retried.join('\n')}`);
  const failures = runs.flatMap((run) =>
    run.results
      .filter((result) => !result.passed)
      .map((result) => `${run.engine}: ${result.journey}\n  ${result.error?.replaceAll('\n', '\n  ')}`),
  );
  if (failures.length > 0) console.log(`\nFailed:\n${failures.join('\n')}`);
  const all = runs.flatMap((run) => run.results);
  const passed = all.filter((result) => result.passed).length;
  return { passed, failed: all.length - passed };
}
