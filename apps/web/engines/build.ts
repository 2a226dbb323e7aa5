import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

// What goes into the production build: a change here makes apps/web/dist out of date. Tests
// (`*.test.ts(x)`) and the browser tests' folders do not.
const buildInputs = [
  'apps/web/src',
  'apps/web/server',
  'apps/web/build',
  'apps/web/content',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/web/package.json',
  'locales',
  'packages/graphql/src',
];

/** The newest file of the build's inputs that git knows of or would add (not ignored). */
function newestInput(root: string): { file: string; mtimeMs: number } {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', ...buildInputs], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && !/\.test\.tsx?$/.test(file) && existsSync(path.join(root, file)));
  return files
    .map((file) => ({ file, mtimeMs: statSync(path.join(root, file)).mtimeMs }))
    .reduce((newest, next) => (next.mtimeMs > newest.mtimeMs ? next : newest), { file: '', mtimeMs: 0 });
}

/**
 * The engines test `pnpm build`'s output, apps/web/dist, as `pnpm test` leaves it (so CI builds
 * once). Where it is missing, or older than a file that goes into it, it is built first: a run
 * never tests yesterday's app by mistake.
 */
export function ensureBuild(root: string): string {
  const dist = path.join(root, 'apps/web/dist');
  const server = path.join(dist, 'server/index.js');
  const newest = newestInput(root);
  const reason = !existsSync(server)
    ? 'apps/web/dist is missing'
    : statSync(server).mtimeMs < newest.mtimeMs
      ? `apps/web/dist is older than ${newest.file}`
      : null;
  if (reason) {
    console.log(`${reason}: pnpm build`);
    execFileSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' });
  } else {
    console.log(`Testing the build in apps/web/dist (${new Date(statSync(server).mtimeMs).toISOString()})`);
  }
  return dist;
}
