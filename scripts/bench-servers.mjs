// Shared by the benchmarks: builds the app, starts the mock backend and the production server, and
// stops every process the benchmark started, also on Ctrl-C or an error. It uses only the pnpm
// commands and plain HTTP, so it keeps working while the app's server changes underneath
// (client-only SPA today, server-rendered pages next).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, openSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

// Process groups to end on exit. Servers run detached (their own group), so `pnpm` and the
// `tsx`/`node` below it go together, and Ctrl-C in the terminal does not reach them: we must.
const groups = new Set();
export const trackProcessGroup = (pid) => groups.add(pid);
export const untrackProcessGroup = (pid) => groups.delete(pid);
process.on('exit', () => {
  for (const pid of groups) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
});
// Turn signals into a normal exit so the handler above runs.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

export function build() {
  const { status } = spawnSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' });
  if (status !== 0) throw new Error(`pnpm build failed (exit ${status})`);
}

// Builds when there is no build yet or a tracked file of the app or what it imports is newer than
// it, so a repeated benchmark does not wait for a build but never measures a stale one.
export function buildIfNeeded() {
  const dist = path.join(root, 'apps/web', process.env.WEB_DIST_DIR ?? 'dist');
  const sources = spawnSync('git', ['ls-files', 'apps/web', 'packages', 'locales'], { cwd: root, encoding: 'utf8' });
  const newest = Math.max(
    ...sources.stdout
      .split('\n')
      .map((file) => path.join(root, file))
      .filter((file) => file !== root && existsSync(file))
      .map((file) => statSync(file).mtimeMs),
  );
  if (existsSync(dist) && statSync(dist).mtimeMs > newest) console.log(`Using the build in ${dist}.`);
  else build();
}

export async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

function startGroup(command, args, env, stdout = 'ignore') {
  // stdout (start-up lines) is not the benchmark's; stderr stays visible in case a server fails.
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', stdout, 'inherit'],
  });
  trackProcessGroup(child.pid);
  child.on('exit', () => untrackProcessGroup(child.pid));
  return child;
}

async function waitUntilAnswering(url, child, name) {
  const deadline = Date.now() + 90_000; // tsx compiles on start, slowly on a busy machine
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before answering ${url}`);
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${name} did not answer ${url} within 90 s`);
}

/** Starts a server on a free `url` and resolves with its process once `url` answers. */
async function startAnswering(name, url, { command, args, env, stdout }) {
  if (await answers(url)) throw new Error(`Something already answers on ${url}`);
  const child = startGroup(command, args, env, stdout);
  await waitUntilAnswering(url, child, name);
  return child;
}

/** Starts the mock backend; its activation links point to `siteUrl`. Resolves when it answers. */
export async function startMock({ mockPort, siteUrl }) {
  await startAnswering('The mock backend', `http://127.0.0.1:${mockPort}/graphql`, {
    command: 'pnpm',
    args: ['--filter', '@acq/mock-server', 'start'],
    env: { MOCK_PORT: String(mockPort), MOCK_PUBLIC_SITE_URL: siteUrl.replace(/\/$/, '') },
  });
}

/**
 * Starts one production server (the built `apps/web/dist/server/index.js`, in Node itself, so that its
 * process is the server's: `pid` for its CPU time), its request log in `logFile` if given, on the
 * CPUs `cpus` (taskset's list) if given. Resolves with its URL and pid when it answers.
 */
export async function startWeb({ webPort, mockPort, env = {}, logFile, cpus }) {
  const webUrl = `http://127.0.0.1:${webPort}/`;
  const dist = path.join(root, 'apps/web', process.env.WEB_DIST_DIR ?? 'dist');
  const server = [process.execPath, path.join(dist, 'server/index.js')];
  // taskset replaces itself with the server (exec), so the pid stays the server's.
  const [command, ...args] = cpus ? ['taskset', '--cpu-list', cpus, ...server] : server;
  const web = await startAnswering('The production server', webUrl, {
    command,
    args,
    env: { NODE_ENV: 'production', WEB_PORT: String(webPort), MOCK_PORT: String(mockPort), ...env },
    stdout: logFile ? openSync(logFile, 'a') : 'ignore',
  });
  return { url: webUrl, pid: web.pid };
}

/** Starts the mock backend and the production server on the given ports; resolves when both answer. */
export async function startServers({ mockPort, webPort }) {
  await startMock({ mockPort, siteUrl: `http://127.0.0.1:${webPort}` });
  return (await startWeb({ webPort, mockPort })).url;
}

/** Starts the stack's floor (apps/floor, React Router's own server); resolves with its URL when it answers. */
export async function startFloor({ floorPort }) {
  const floorUrl = `http://127.0.0.1:${floorPort}/`;
  await startAnswering('The floor app', floorUrl, {
    command: 'pnpm',
    args: ['--filter', '@acq/floor', 'serve'],
    env: { NODE_ENV: 'production', PORT: String(floorPort), HOST: '127.0.0.1' },
  });
  return floorUrl;
}
