import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('../../', import.meta.url));
const root = path.join(web, '../..');

export interface Stack {
  webPort: number;
  /** Where the servers' output goes (the server's request log and any error it reports). */
  logFile: string;
  stop: () => void;
}

// Servers run in process groups of their own (pnpm and tsx below it go together) and are stopped
// with the run, also on Ctrl-C or an error.
const groups = new Set<number>();
const stopAll = () => {
  for (const pid of groups) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // gone already
    }
  }
  groups.clear();
};
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

function start(command: string, args: string[], env: Record<string, string>, log: number): ChildProcess {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', log, log],
  });
  if (child.pid) groups.add(child.pid);
  return child;
}

async function answering(url: string, child: ChildProcess, name: string) {
  const deadline = Date.now() + 90_000; // tsx compiles the mock backend on start, slowly on a busy machine
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before answering ${url}`);
    const up = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      () => true,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${name} did not answer ${url} within 90 s`);
}

/**
 * The mock backend and the production server built from the app (`<dist>/server/index.js`, as
 * `pnpm start` and the browser tests run it), on 127.0.0.1 only.
 */
export async function startStack({ mockPort, webPort, dist }: { mockPort: number; webPort: number; dist: string }) {
  const server = path.join(web, dist, 'server/index.js');
  if (!existsSync(server)) throw new Error(`No build in apps/web/${dist}: run pnpm build first`);
  const logFile = path.join(tmpdir(), `acq-fuzz-${webPort}.log`);
  const log = openSync(logFile, 'w');
  const mock = start(
    'pnpm',
    ['--filter', '@acq/mock-server', 'start'],
    { MOCK_HOST: '127.0.0.1', MOCK_PORT: String(mockPort), MOCK_PUBLIC_SITE_URL: `http://127.0.0.1:${webPort}` },
    log,
  );
  await answering(`http://127.0.0.1:${mockPort}/api/features/sdk-acquisition-dev`, mock, 'The mock backend');
  const site = start(
    process.execPath,
    [server],
    {
      NODE_ENV: 'production',
      WEB_HOST: '127.0.0.1',
      WEB_PORT: String(webPort),
      MOCK_PORT: String(mockPort),
      ACQ_COOKIE_SECRET: 'fuzz-cookie-secret',
    },
    log,
  );
  await answering(`http://127.0.0.1:${webPort}/healthz`, site, 'The production server');
  return { webPort, logFile, stop: stopAll } satisfies Stack;
}
