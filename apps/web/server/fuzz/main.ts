// The HTTP boundary's fuzz test (`pnpm test:fuzz`, a short run, part of `pnpm test`; `pnpm fuzz`, a
// long one): property-based requests against the production server built from the app, with the
// mock backend, each answered below 500, well-formed, and without a trace of the server's insides.
//
//   tsx apps/web/server/fuzz/main.ts [--runs 800] [--seed <n>] [--path <shrink path>] [--batch 6]
//
// A run sends a batch of requests at once (the server is busy the way it is under load; fast-check
// shrinks a failing batch to the one request that fails). WEB_DIST_DIR names the build (dist);
// FUZZ_MOCK_PORT and FUZZ_WEB_PORT the ports (4870, 4871).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { problemWith } from './answers';
import { send, type Answer, type FuzzRequest } from './http-client';
import { describe, fuzzRequest } from './requests';
import { startStack } from './servers';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '800' },
    seed: { type: 'string' },
    path: { type: 'string' },
    batch: { type: 'string', default: '6' },
  },
});
const runs = Number(options.runs);
const batch = Number(options.batch);
const seed = options.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(options.seed);
const mockPort = Number(process.env.FUZZ_MOCK_PORT ?? 4870);
const webPort = Number(process.env.FUZZ_WEB_PORT ?? 4871);
const dist = process.env.WEB_DIST_DIR ?? 'dist';

interface Failure {
  request: FuzzRequest;
  answer: Answer | null;
  problem: string;
}

/** The server's own report of a failure in its log: an error line, or a failure React Router reported. */
function serverErrors(logFile: string): string[] {
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => /"level":(50|60)\b|^Server failure|^Rendering failed/.test(line))
    .map((line) => line.slice(0, 400));
}

async function main(): Promise<number> {
  console.log(
    `fuzz: seed ${seed}, ${runs} runs of 1 to ${batch} requests at once (apps/web/${dist}, 127.0.0.1:${webPort})`,
  );
  const stack = await startStack({ mockPort, webPort, dist });
  let requests = 0;
  const last: { failure?: Failure } = {}; // the last failing request: the shrunk one, once shrinking ends
  const property = fc.asyncProperty(
    fc.array(fuzzRequest(webPort), { minLength: 1, maxLength: batch }),
    async (sent) => {
      const answers = await Promise.all(sent.map((request) => send(webPort, request)));
      requests += sent.length;
      for (const [index, request] of sent.entries()) {
        const problem = problemWith(request, answers[index]!);
        if (problem) {
          last.failure = { request, answer: answers[index]!, problem };
          return false;
        }
      }
      return true;
    },
  );
  const started = Date.now();
  const result = await fc.check(property, { seed, numRuns: runs, path: options.path });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const errors = serverErrors(stack.logFile);
  stack.stop();
  if (result.failed && last.failure) {
    const { request, answer, problem } = last.failure;
    console.error(
      `\nfuzz: FAILED after ${result.numRuns} runs (${requests} requests, ${result.numShrinks} shrinks) in ${seconds} s`,
    );
    console.error(`seed ${seed}, path ${result.counterexamplePath}: ${problem}\n`);
    console.error(`the request (shrunk):\n${describe(request)}\n`);
    if (answer) console.error(`the answer:\n${answer.head}\n\n${answer.body.toString('utf8').slice(0, 1500)}\n`);
    console.error(`again: tsx apps/web/server/fuzz/main.ts --seed ${seed} --path ${result.counterexamplePath}`);
    return 1;
  }
  if (result.failed) {
    console.error(`fuzz: the run itself failed (seed ${seed}): ${String(result.errorInstance)}`);
    return 1;
  }
  if (errors.length > 0) {
    console.error(`fuzz: every answer was good, but the server logged ${errors.length} errors (seed ${seed}):`);
    for (const line of errors.slice(0, 5)) console.error(`  ${line}`);
    return 1;
  }
  console.log(
    `fuzz: ${result.numRuns} runs, ${requests} requests, every answer below 500, well-formed, nothing given away (seed ${seed}, ${seconds} s)`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
