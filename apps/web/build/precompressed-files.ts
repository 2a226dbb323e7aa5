import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Plugin } from 'vite';

const compress = promisify(brotliCompress);

/**
 * The hashed files that compress: scripts, styles, vector images. Only `/assets/` is served
 * precompressed (server/main.ts); the few files beside it (icons, the web manifest) are not.
 */
const compressible = /^assets\/.*\.(js|css|svg)$/;

/**
 * Writes each of the browser's hashed text files beside itself compressed by brotli at its best
 * quality (`<file>.br`), for the server to send as it is (server/main.ts). A server compressing per
 * response stops at quality 4 to keep up (the `compression` middleware's default): the every-page
 * chunk was 127 kB over the wire that way, 108 kB here. Written after the bundle, from the files'
 * final contents, so the compile hints and every other late change are in them.
 */
export function precompressedFiles(): Plugin {
  return {
    name: 'acq:precompressed-files',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle({ dir }, bundle) {
      if (!dir) throw new Error('precompressedFiles: the client build has no output directory');
      await Promise.all(
        Object.values(bundle)
          .filter(({ fileName }) => compressible.test(fileName))
          .map(async (file) => {
            const source = file.type === 'chunk' ? file.code : file.source;
            const compressed = await compress(source, {
              params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
            });
            await writeFile(path.join(dir, `${file.fileName}.br`), compressed);
          }),
      );
    },
  };
}
