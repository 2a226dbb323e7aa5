import type { LoadFigures } from './load';
import type { ProbeAnswer } from './kubelet';

// The rehearsal's figures and its verdict, one line per check (the goals).

export interface Rehearsal {
  standIns: string[];
  command: string[];
  started: ProbeAnswer[];
  readinessAnswers: ProbeAnswer[];
  livenessAnswers: ProbeAnswer[];
  steadyUntil: number;
  livenessFailed: boolean;
  figures: LoadFigures;
  times: {
    deletedAt: number;
    sigtermAt: number;
    first503At: number | null;
    readinessFailedAt: number | null;
    exitAt: number;
    killAt: number;
    grace: number;
    preStop: number;
  };
  exitCode: number | null | 'killed';
  succeeded: (answer: ProbeAnswer) => boolean;
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const answers = (list: ProbeAnswer[]) => list.map(({ at, status }) => `${status}@${s(at)}`).join(' ');

export function report(r: Rehearsal): boolean {
  const { times } = r;
  const steady = (list: ProbeAnswer[]) => list.filter(({ at }) => at < times.sigtermAt);
  console.log(`Rehearsal of deploy/overlays/production's acquisition-web: \`${r.command.join(' ')}\` in apps/web`);
  console.log(`Stand-ins for what only a cluster has:\n  ${r.standIns.join('\n  ')}`);
  console.log(`startup probe:   ${answers(r.started)}`);
  console.log(`readiness probe: ${answers(r.readinessAnswers)}`);
  console.log(`liveness probe:  ${answers(r.livenessAnswers)}`);
  console.log(`load: ${r.figures.sent} requests, ${r.figures.failed} failed ${JSON.stringify(r.figures.byKind)}`);
  for (const failure of r.figures.failures) console.log(`  failed: ${failure}`);
  const since = (at: number | null) => (at === null ? 'never' : s(at - times.sigtermAt));
  console.log(
    `deleted at ${s(times.deletedAt)}, preStop ${times.preStop} s, SIGTERM at ${s(times.sigtermAt)}; after SIGTERM: ` +
      `/healthz 503 ${since(times.first503At)}, readiness failed (load stopped) ${since(times.readinessFailedAt)}, ` +
      `exit (${r.exitCode}) ${since(times.exitAt)}; grace period ${times.grace} s ends ${since(times.killAt)}`,
  );
  const checks: [string, boolean][] = [
    ['the startup probe succeeds', r.started.some(r.succeeded)],
    [
      'readiness and liveness answer 200 while the pod runs',
      [...steady(r.readinessAnswers), ...steady(r.livenessAnswers)].every(({ status }) => status === 200) &&
        steady(r.readinessAnswers).length > 0,
    ],
    ['no request fails across preStop and SIGTERM', r.figures.failed === 0 && r.figures.sent > 0],
    [
      '/healthz answers 503 within 1 s of SIGTERM',
      times.first503At !== null && times.first503At - times.sigtermAt <= 1000,
    ],
    [
      'readiness fails before the process exits',
      times.readinessFailedAt !== null && times.readinessFailedAt < times.exitAt,
    ],
    ['liveness never reaches its failure threshold', !r.livenessFailed],
    ['the process exits (0) before the grace period ends', r.exitCode === 0 && times.exitAt < times.killAt],
  ];
  for (const [check, ok] of checks) console.log(`${ok ? '✓' : '✗'} ${check}`);
  const failed = checks.filter(([, ok]) => !ok).length;
  console.log(`${checks.length - failed} passed, ${failed} failed`);
  return failed === 0;
}
