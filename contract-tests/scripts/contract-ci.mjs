#!/usr/bin/env node
// The front end's side of the contract workflow that gates deploys, one step per CI stage:
//
//   node contract-ci.mjs publish            after `pnpm test`: publish the pacts with git sha and branch
//   node contract-ci.mjs can-i-deploy       before deploying: does every backend version in the
//                                           environment honour this version's pacts? (exit 1: no)
//   node contract-ci.mjs record-deployment  after deploying: this version now runs in the environment
//
// Without PACT_BROKER_BASE_URL each step says it skips and exits 0. See contract-tests/README.md,
// "The contract workflow that gates deploys".
import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const env = process.env;
const consumer = 'acquisition-web';
const pactDir = fileURLToPath(new URL('../pacts/', import.meta.url));
const steps = { publish, 'can-i-deploy': canIDeploy, 'record-deployment': recordDeployment };
const usage = `Usage: node contract-ci.mjs ${Object.keys(steps).join(' | ')}

  PACT_BROKER_BASE_URL      the Pact Broker (or PactFlow); without it every step skips (exit 0)
  PACT_BROKER_TOKEN         its API token (or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD)
  GIT_COMMIT, GIT_BRANCH    version and branch of the app (default: from git)
  DEPLOY_ENVIRONMENT        environment deployed to (default: production)
  BUILD_URL                 link to the CI run, shown in the broker (optional)`;

const step = steps[process.argv[2]];
if (!step) {
  console.error(usage);
  process.exit(2);
}
if (!env.PACT_BROKER_BASE_URL) {
  console.log(`contract-ci ${process.argv[2]}: PACT_BROKER_BASE_URL is not set, so there is no broker; skipping.`);
  process.exit(0);
}
step();

function publish() {
  const args = ['publish', pactDir, '--consumer-app-version', version(), '--branch', branch()];
  if (env.BUILD_URL) args.push('--build-url', env.BUILD_URL);
  pactBroker(args);
}

function canIDeploy() {
  pactBroker([
    'can-i-deploy',
    '--pacticipant',
    consumer,
    '--version',
    version(),
    '--to-environment',
    environment(),
    // The backends verify a newly published pact through a broker webhook: wait for that result.
    '--retry-while-unknown',
    env.PACT_CAN_I_DEPLOY_RETRIES ?? '12',
    '--retry-interval',
    '10',
  ]);
}

function recordDeployment() {
  pactBroker(['record-deployment', '--pacticipant', consumer, '--version', version(), '--environment', environment()]);
}

function version() {
  return env.GIT_COMMIT || git('rev-parse', 'HEAD');
}

function branch() {
  const name = env.GIT_BRANCH || git('rev-parse', '--abbrev-ref', 'HEAD');
  if (name === 'HEAD') fail('The checkout is a detached HEAD: set GIT_BRANCH to the branch being built.');
  return name;
}

function environment() {
  return env.DEPLOY_ENVIRONMENT || 'production';
}

function git(...args) {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    fail(`git ${args.join(' ')} failed: set GIT_COMMIT and GIT_BRANCH.`);
  }
}

/** Runs the Pact Broker client of @pact-foundation/pact-cli; it reads the broker's URL and credentials from the environment. */
function pactBroker(args) {
  const cli = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@pact-foundation/pact-cli/package.json')),
    'bin/pact-broker.js',
  );
  console.log(`contract-ci: pact-broker ${args.join(' ')}`);
  const { status, error } = spawnSync(process.execPath, [cli, ...args], { stdio: 'inherit' });
  if (error) fail(`pact-broker could not run: ${error.message}`);
  process.exit(status ?? 1);
}

function fail(message) {
  console.error(`contract-ci: ${message}`);
  process.exit(2);
}
