import type { Plugin } from 'vite';

/** V8's explicit compile hint for a whole file (Chrome 136 on; other engines read a comment). */
export const compileHintComment = '//# allFunctionsCalledOnLoad';

/**
 * Marks the browser chunks whose functions a page load calls anyway (the code every page runs) for
 * eager compilation. Without the hint V8 compiles a function on the main thread the first time it
 * is called, and hydration calls most of React's and the router's: with it, V8 compiles the whole
 * file on a background thread while the file streams in. A landing page load's main-thread script
 * time fell by about a fifth at 4× (docs/benchmarks.md, 2026-11-28).
 *
 * The comment goes first in the file (V8 reads it before the functions it should apply to), after
 * Vite has added its own first line; the hidden source map gets the empty line too.
 */
export function compileHints(chunkNames: readonly string[]): Plugin {
  return {
    name: 'acq:compile-hints',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunkNames.includes(chunk.name)) continue;
          chunk.code = `${compileHintComment}\n${chunk.code}`;
          const mapAsset = bundle[`${chunk.fileName}.map`];
          if (mapAsset?.type !== 'asset') continue;
          const map = JSON.parse(String(mapAsset.source)) as { mappings: string };
          map.mappings = `;${map.mappings}`; // one line with nothing to map
          mapAsset.source = JSON.stringify(map);
        }
      },
    },
  };
}
