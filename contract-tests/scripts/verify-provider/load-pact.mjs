import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { env, fail } from './settings.mjs';

/**
 * Loads @pact-foundation/pact from beside this script or, when run through
 * `npx --package @pact-foundation/pact@… -- node verify-provider.mjs`, from the package npx
 * installed: npx puts its node_modules/.bin on PATH, which `import` does not search.
 */
export async function loadPact() {
  const load = async (specifier) => {
    const module = await import(specifier);
    return module.Verifier ? module : module.default;
  };
  try {
    return await load('@pact-foundation/pact');
  } catch (error) {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
  }
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (!dir.endsWith(path.join('node_modules', '.bin'))) continue;
    try {
      const resolved = createRequire(path.join(dir, '..', '..', 'index.js')).resolve('@pact-foundation/pact');
      return await load(pathToFileURL(resolved).href);
    } catch {
      // not installed there
    }
  }
  fail('@pact-foundation/pact is not installed.');
}
