import path from 'node:path';
import type { Rolldown } from 'vite';

/**
 * One chunk for the code that every page runs: the client entry and the route modules above every
 * page (root, language scope, layout), with all that they import statically.
 *
 * Left to itself, the bundler cuts the browser's code by the set of route modules sharing it, which
 * gave the landing page 41 chunks, most under 1 kB. A phone pays for each one: a preload, a request,
 * a module to compile and link before the page hydrates (a landing-page load took ~14 % less
 * main-thread time with 22). Every page loads this code anyway, so one chunk costs no page a byte
 * more, and one compressed stream is smaller than many (177 to 168 kB gzip for the landing page).
 * What a page adds (its route module and what only some pages share) is cut as
 * `build/shared-chunks.ts` says.
 */

/**
 * Reached from the shell, used only by code loaded after hydration: the cookie library the
 * browser's cookie writer uses (`src/lib/plain-cookie.ts`), and React Router's server runtime,
 * which its index re-exports.
 */
const laterOnly = /\/node_modules\/(cookie-es\/|react-router\/dist\/[^/]+\/lib\/server-runtime\/)/;

/** The chunk's name (its file is `assets/entry.client-<hash>.js`): it is the client entry too. */
export const everyPageChunkName = 'entry.client';

/** `pageShell`: the client entry and the route modules above every page, relative to `srcDir`. */
export function everyPageChunk(srcDir: string, pageShell: readonly string[]): Rolldown.CodeSplittingGroup {
  // The shell's modules, collected once: `react-router build` bundles the browser's code once per process.
  let everyPage: Set<string> | undefined;
  const clientEntry = path.join(srcDir, `${everyPageChunkName}.tsx`);
  const collect = (ctx: Rolldown.ChunkingContext) => {
    const reached = new Set<string>();
    const visit = (id: string) => {
      const info = reached.has(id) ? null : ctx.getModuleInfo(id);
      if (!info) return;
      reached.add(id);
      for (const imported of info.importedIds) visit(imported);
    };
    for (const file of pageShell) visit(path.join(srcDir, file));
    return reached;
  };
  return {
    name: (id, ctx) => {
      everyPage ??= collect(ctx);
      if (!everyPage.has(id) || laterOnly.test(id)) return null;
      // The client entry is the chunk itself (the page's module script); a route module above every
      // page stays an entry of its own, which the router loads by its route's id (a line that
      // re-exports from this chunk).
      if (ctx.getModuleInfo(id)?.isEntry && id !== clientEntry) return null;
      return everyPageChunkName;
    },
  };
}
