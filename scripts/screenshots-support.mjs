// The parts of `pnpm screenshots:compare` (screenshots-compare.mjs) that are not about pages: the
// two sides, a checkout of the base revision (a git worktree in a cache directory, installed and
// built once) and the working tree, each served by its own mock backend and production server; and
// the pixel comparison. Servers run in process groups that bench-servers.mjs ends on exit, also on
// Ctrl-C or an error.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, cpSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import pngjs from 'pngjs';
import { answers, trackProcessGroup, untrackProcessGroup } from './bench-servers.mjs';

export const root = path.resolve(import.meta.dirname, '..');
// Content images cost minutes to render; a cache from any checkout serves every other one.
const imagetoolsCache = 'apps/web/node_modules/.cache/imagetools';

/** Runs a command to its end, its output in `logFile`; on failure the log's tail says why. */
function run(command, args, cwd, logFile, env = {}) {
  const log = openSync(logFile, 'w');
  const { status } = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
  closeSync(log);
  if (status === 0) return true;
  const tail = readFileSync(logFile, 'utf8').split('\n').slice(-25).join('\n');
  console.error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${status}):\n${tail}\nFull log: ${logFile}`);
  return false;
}

/** Builds the web app of a checkout as `pnpm build` does, into `distDir` (relative to apps/web). */
export function build(checkout, cacheDir, name, distDir = 'dist') {
  const started = Date.now();
  console.log(`Building ${name} (${checkout}, apps/web/${distDir}) …`);
  const log = path.join(cacheDir, `build-${name}.log`);
  if (!run('pnpm', ['--filter', '@acq/web', 'build'], checkout, log, { WEB_DIST_DIR: distDir }))
    throw new Error(`The build of ${name} failed`);
  console.log(`Built ${name} in ${Math.round((Date.now() - started) / 1000)} s.`);
}

/** The commit of `rev`, in full. */
export function resolveRev(rev) {
  const result = spawnSync('git', ['rev-parse', '--verify', `${rev}^{commit}`], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`Not a revision of this repository: ${rev}`);
  return result.stdout.trim();
}

/**
 * A worktree of `sha` under `cacheDir`, installed and built; reused as it is when an earlier run
 * finished building it (the marker file is written last).
 */
export function prepareBase(sha, cacheDir) {
  const checkout = path.join(cacheDir, `base-${sha.slice(0, 12)}`);
  const marker = path.join(checkout, '.screenshots-built');
  if (existsSync(marker)) {
    console.log(`Using the built base in ${checkout}.`);
    return checkout;
  }
  if (!existsSync(checkout)) {
    spawnSync('git', ['worktree', 'prune'], { cwd: root }); // forgets worktrees deleted by hand
    const added = spawnSync('git', ['worktree', 'add', '--detach', checkout, sha], { cwd: root, encoding: 'utf8' });
    if (added.status !== 0) throw new Error(`git worktree add failed: ${added.stderr}`);
  }
  console.log(`Installing the base's dependencies in ${checkout} …`);
  const log = path.join(cacheDir, 'install-base.log');
  // Offline first: the store already holds what the base's lockfile names (it is this repo's past).
  const installed =
    run('pnpm', ['install', '--frozen-lockfile', '--offline'], checkout, log) ||
    run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], checkout, log);
  if (!installed) throw new Error('pnpm install failed in the base worktree');
  if (existsSync(path.join(root, imagetoolsCache)) && !existsSync(path.join(checkout, imagetoolsCache)))
    cpSync(path.join(root, imagetoolsCache), path.join(checkout, imagetoolsCache), { recursive: true });
  build(checkout, cacheDir, 'base');
  writeFileSync(marker, `${sha}\n`);
  return checkout;
}

function startGroup(command, args, cwd, env) {
  // Start-up lines and request logs are not ours to show; a server's errors on stderr are.
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  trackProcessGroup(child.pid);
  child.on('exit', () => untrackProcessGroup(child.pid));
  return child;
}

async function waitUntilAnswering(url, child, name) {
  const deadline = Date.now() + 90_000; // tsx compiles the mock on start, slowly on a busy machine
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before answering ${url}`);
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${name} did not answer ${url} within 90 s`);
}

/**
 * The mock backend and the production server of a checkout, started as playwright.config.ts
 * starts them for the browser tests. Resolves when both answer.
 */
export async function startStack(checkout, { name, mockPort, webPort, distDir = 'dist' }) {
  const mockOrigin = `http://127.0.0.1:${mockPort}`;
  const origin = `http://127.0.0.1:${webPort}`;
  for (const url of [mockOrigin, origin])
    if (await answers(url)) throw new Error(`Something already answers on ${url}; stop it first`);
  const mock = startGroup('pnpm', ['--filter', '@acq/mock-server', 'start'], checkout, {
    MOCK_PORT: String(mockPort),
    MOCK_PUBLIC_SITE_URL: origin,
  });
  const web = startGroup(process.execPath, [path.join(checkout, 'apps/web', distDir, 'server/index.js')], checkout, {
    NODE_ENV: 'production',
    WEB_PORT: String(webPort),
    MOCK_PORT: String(mockPort),
    METRICS_TOKEN: 'screenshots-metrics-token',
  });
  await waitUntilAnswering(`${mockOrigin}/api/features/sdk-acquisition-dev`, mock, `The ${name} mock backend`);
  await waitUntilAnswering(`${origin}/acquisition/defaults.json`, web, `The ${name} production server`);
  return {
    name,
    origin,
    mockOrigin,
    /** Restores the mock's seeded state: an activation, for one, works only once. */
    async reset() {
      const response = await fetch(`${mockOrigin}/dev/reset`, { method: 'POST' });
      if (!response.ok) throw new Error(`The ${name} mock backend's reset failed: ${response.status}`);
    },
  };
}

/** A copy of `png` on a `width` × `height` canvas; what it does not cover is magenta, so it differs. */
function padTo(png, width, height) {
  if (png.width === width && png.height === height) return png;
  const padded = new pngjs.PNG({ width, height });
  for (let offset = 0; offset < padded.data.length; offset += 4) padded.data.set([255, 0, 255, 255], offset);
  pngjs.PNG.bitblt(png, padded, 0, 0, png.width, png.height, 0, 0);
  return padded;
}

/** Pixelmatch over the larger of both sizes: a size difference counts as differing pixels. */
export function compare(basePng, afterPng) {
  const [base, after] = [basePng, afterPng].map((buffer) => pngjs.PNG.sync.read(buffer));
  const [width, height] = [Math.max(base.width, after.width), Math.max(base.height, after.height)];
  const [a, b] = [base, after].map((png) => padTo(png, width, height).data);
  const diff = new pngjs.PNG({ width, height });
  const pixels = pixelmatch(a, b, diff.data, width, height, { threshold: 0.1 });
  const sameSize = base.width === after.width && base.height === after.height;
  const sizes = sameSize ? '' : `${base.width}×${base.height} → ${after.width}×${after.height}`;
  return { pixels, share: pixels / (width * height), sizes, diff };
}
