// What the kubelet does with a container's probes (kubernetes.io, "Configure Liveness, Readiness
// and Startup Probes"): an HTTP GET of the probe's path and port that succeeds on a status from 200
// to 399 within timeoutSeconds; a probe runs every periodSeconds after initialDelaySeconds;
// failureThreshold failures in a row make it fail (startup: the container is killed; readiness:
// the pod leaves the Service's endpoints; liveness: the container is restarted).

/* eslint-disable @typescript-eslint/no-explicit-any -- probes as the manifests have them */
export interface ProbeAnswer {
  at: number; // ms since the rehearsal's start
  status: number; // 0: no answer within the time-out
}

export const probeTimings = (probe: any) => ({
  initialDelaySeconds: probe.initialDelaySeconds ?? 0,
  periodSeconds: probe.periodSeconds ?? 10,
  timeoutSeconds: probe.timeoutSeconds ?? 1,
  failureThreshold: probe.failureThreshold ?? 3,
});

export const succeeded = ({ status }: ProbeAnswer) => status >= 200 && status < 400;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One probe: GET http://127.0.0.1:<port><path>, as the kubelet asks the pod's address. */
export async function probeOnce(probe: any, port: number, start: number): Promise<ProbeAnswer> {
  const at = performance.now() - start;
  try {
    const url = `http://127.0.0.1:${port}${probe.httpGet.path}`;
    const response = await fetch(url, { signal: AbortSignal.timeout(probeTimings(probe).timeoutSeconds * 1000) });
    await response.arrayBuffer();
    return { at, status: response.status };
  } catch {
    return { at, status: 0 };
  }
}

/** The startup probe until it succeeds (resolves with its answers) or fails failureThreshold times (throws). */
export async function startup(probe: any, port: number, start: number): Promise<ProbeAnswer[]> {
  const timings = probeTimings(probe);
  await sleep(timings.initialDelaySeconds * 1000);
  const answers: ProbeAnswer[] = [];
  while (answers.filter((answer) => !succeeded(answer)).length < timings.failureThreshold) {
    answers.push(await probeOnce(probe, port, start));
    if (succeeded(answers.at(-1)!)) return answers;
    await sleep(timings.periodSeconds * 1000);
  }
  throw new Error(`the startup probe failed ${timings.failureThreshold} times: the kubelet would kill the container`);
}

/**
 * A probe every periodSeconds until stopped; `onFailed` is called when failureThreshold answers
 * in a row have failed (readiness: the endpoints drop the pod; liveness: a restart).
 */
export function periodic(probe: any, port: number, start: number, onFailed: () => void) {
  const timings = probeTimings(probe);
  const answers: ProbeAnswer[] = [];
  let running = true;
  let failedInARow = 0;
  const done = (async () => {
    await sleep(timings.initialDelaySeconds * 1000);
    while (running) {
      const answer = await probeOnce(probe, port, start);
      answers.push(answer);
      failedInARow = succeeded(answer) ? 0 : failedInARow + 1;
      if (failedInARow === timings.failureThreshold) onFailed();
      await sleep(timings.periodSeconds * 1000);
    }
  })();
  void done;
  // Stopped: no new probe (one under way may still finish; its answer is not counted).
  return {
    answers,
    stop: () => {
      running = false;
      return answers.slice();
    },
  };
}
