// `pnpm test:deploy` (in `pnpm test`, after the build): the production overlay's web Deployment
// rehearsed against the built server, as the kubelet would run it. It starts the container's
// command with its environment (pod.ts), runs the startup probe as declared, then readiness and
// liveness at their periods while a bounded load runs over loopback; then deletes the pod as a
// cluster does: the preStop pause, SIGTERM, and the load going on until the declared readiness
// probe has failed (the latest the endpoints drop the pod). It fails if a probe answers otherwise
// than declared, a request fails, readiness takes over 1 s to answer 503 after SIGTERM, liveness
// would restart the stopping server, or the process outlives its grace period.
import { answers, startMock } from '../../bench-servers.mjs';
import { generatedDir, writeClusterEdge } from '../edge-config';
import { kustomize } from '../kustomize';
import { shutdownSeconds, webContainer } from '../server-rules';
import { periodic, startup, succeeded } from './kubelet';
import { startLoad } from './load';
import { startPod } from './pod';
import { watchFirst503 } from './readiness-watch';
import { report } from './report';

const webPort = Number(process.env.REHEARSAL_WEB_PORT ?? 4960);
const mockPort = Number(process.env.REHEARSAL_MOCK_PORT ?? 4961);
const steadySeconds = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

await writeClusterEdge(generatedDir); // the base's edge files, which the overlay's objects include
const manifests = kustomize('deploy/overlays/production');
const { deployment, container } = webContainer(manifests);
const grace = deployment.spec.template.spec.terminationGracePeriodSeconds ?? 30;
const { preStop } = shutdownSeconds(container);

await startMock({ mockPort, siteUrl: `http://127.0.0.1:${webPort}` });
if (await answers(`http://127.0.0.1:${webPort}/`)) throw new Error(`Something already answers on port ${webPort}`);
const start = performance.now();
const pod = startPod(container, manifests, webPort, `http://127.0.0.1:${mockPort}`);
const base = `http://127.0.0.1:${webPort}`;
const started = await startup(container.startupProbe, webPort, start);

// Running: the endpoints take the pod once readiness succeeds; liveness watches.
let livenessFailed = false;
let readinessFailedAt: number | null = null;
const load = startLoad(base, { workers: 8, maxRequests: 20_000, maxSeconds: 60 });
const readiness = periodic(container.readinessProbe, webPort, start, () => {
  readinessFailedAt ??= performance.now() - start;
});
const liveness = periodic(container.livenessProbe, webPort, start, () => (livenessFailed = true));
await sleep(steadySeconds * 1000);

// Deleted: the preStop pause, then SIGTERM; the load goes on until readiness has failed.
const deletedAt = performance.now() - start;
await sleep(preStop * 1000);
const first503 = watchFirst503(base, start);
const sigtermAt = performance.now() - start;
pod.child.kill('SIGTERM');
while (readinessFailedAt === null && performance.now() - start < deletedAt + grace * 1000) await sleep(20);
const figures = await load.stop();
const killAt = deletedAt + grace * 1000;
const exitCode = await Promise.race([
  pod.exited,
  sleep(killAt - (performance.now() - start)).then(() => 'killed' as const),
]);
const exitAt = performance.now() - start;
if (exitCode === 'killed') pod.child.kill('SIGKILL');
const readinessAnswers = readiness.stop();
const livenessAnswers = liveness.stop();

const passed = report({
  standIns: pod.standIns,
  command: container.command,
  started,
  readinessAnswers,
  livenessAnswers,
  steadyUntil: deletedAt,
  livenessFailed,
  figures,
  times: { deletedAt, sigtermAt, first503At: await first503, readinessFailedAt, exitAt, killAt, grace, preStop },
  exitCode,
  succeeded,
});
process.exit(passed ? 0 : 1); // ends the mock backend too (bench-servers.mjs)
