import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface Release {
  /** The web package's version (apps/web/package.json). */
  version: string;
  /** The commit the build was made from. */
  commit: string;
}

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null; // no git here (a Docker build's context has no .git: it passes ACQ_COMMIT)
  }
}

/**
 * What a build is, fixed into it at build time (vite.config.ts `define`): /healthz, the server's
 * start-up log, the error reports and the data layer name it. ACQ_COMMIT names the commit where
 * the build has no git repository.
 */
export function release(): Release {
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return { version, commit: process.env.ACQ_COMMIT || gitCommit() || 'unknown' };
}
