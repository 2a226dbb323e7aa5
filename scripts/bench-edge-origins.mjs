// The origins of `pnpm bench:edge --failures` (bench-edge-failures.mjs): production servers that
// the scenarios kill, stop gracefully and start again on the same ports.
import { startWeb } from './bench-servers.mjs';
import { originFailTimeoutSeconds } from './edge.mjs';

export const sleep = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));

const started = performance.now();
/** A line of the scenario's timeline, with the seconds since the benchmark started. */
export const log = (message) => console.log(`  ${((performance.now() - started) / 1000).toFixed(1)} s: ${message}`);

/** After failures the edge tries an origin again only after fail_timeout, which nginx counts in whole seconds. */
export const settled = () => sleep((originFailTimeoutSeconds + 2) * 1000);

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export function origins({ ports, mockPort }) {
  const pids = new Map();
  const start = async (port) => pids.set(port, (await startWeb({ webPort: port, mockPort })).pid);
  return {
    startAll: () => Promise.all(ports.map(start)),
    /** Stops an origin: SIGKILL at once, SIGTERM its graceful shutdown (apps/web/server/main.ts). */
    async stop(port, signal) {
      const pid = pids.get(port);
      log(`${signal} to the origin on ${port}`);
      process.kill(-pid, signal);
      while (alive(pid)) await sleep(20);
      log(`the origin on ${port} has ended`);
    },
    /** A new instance on the port; after failures, once the edge tries it again. */
    async restart(port, { failed }) {
      await start(port);
      log(`a new origin answers on ${port}`);
      if (failed) await settled();
    },
  };
}
