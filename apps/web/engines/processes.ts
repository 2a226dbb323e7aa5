import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';

/** A port that nothing listens on right now, from the system (127.0.0.1 only). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error())));
    });
  });
}

// The process groups still running end with this process, on Ctrl-C too: being groups of their
// own, they do not get the terminal's signal.
const running = new Set<number>();
process.on('exit', () => {
  for (const pid of running) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

export interface Started {
  name: string;
  /** What the process writes to its standard output (also in its log). */
  output: NodeJS.ReadableStream;
  /** Ends the process and everything it started (its process group). */
  stop(): Promise<void>;
  /** Set once the process has ended, with how. */
  exited: Promise<string>;
}

/** Starts a command in a process group of its own, its output appended to `logFile`. */
export function start(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; logFile: string },
): Started {
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    detached: true, // its own group: stopping it stops what it started (pnpm's tsx and its node)
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid !== undefined) running.add(child.pid);
  child.once('exit', () => running.delete(child.pid!));
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(`${name} exited (${signal ?? `code ${code}`})`)),
  );
  const failedToStart = new Promise<string>((resolve) => child.once('error', (error) => resolve(String(error))));
  const ended = Promise.race([exited, failedToStart]);
  return {
    name,
    output: child.stdout,
    exited: ended,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return; // already gone
      }
      const gone = await Promise.race([ended.then(() => true), delay(5000).then(() => false)]);
      if (!gone) process.kill(-child.pid, 'SIGKILL');
      log.end();
    },
  };
}

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits until `url` answers 2xx, failing early when the process that should answer has ended. */
export async function waitForUrl(url: string, process: Started, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended: string | null = null;
  void process.exited.then((how) => (ended = how));
  while (Date.now() < deadline) {
    if (ended) throw new Error(`${ended} before ${url} answered`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await delay(150);
  }
  throw new Error(`${process.name}: ${url} did not answer within ${timeoutMs / 1000} s`);
}
