import path from 'node:path';
import type { Plugin } from 'vite';
import { faces } from './brand-font-faces.ts';
import { generate, generatedFontFile } from './brand-font-files.ts';

/**
 * The brand's two faces, self-hosted from their @fontsource packages: subset to the characters of
 * the seven languages, with metric-matched fallback faces so that the swap moves nothing, and
 * preloaded from index.html (which stays the page template when the server renders).
 *
 * The subsets and their CSS are generated into src/app/styles/generated/ (not committed); the
 * build hashes the font files like any other asset.
 */

export { fallbackFamily, generatedFontFile } from './brand-font-files.ts';

export function brandFonts({ outDir }: { outDir: string }): Plugin {
  let generated: Promise<void> | undefined;
  let base = '/';
  let root = process.cwd();
  return {
    name: 'acquisition-brand-fonts',
    configResolved(config) {
      base = config.base;
      root = config.root;
      generated ??= generate(outDir);
    },
    async buildStart() {
      await generated;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = faces.filter(({ preload }) => preload).map(({ family }) => generatedFontFile(family, 'latin'));
        const hrefs = files.map((file) => {
          if (!context.bundle) return `${base}${path.relative(root, path.join(outDir, file))}`;
          const asset = Object.values(context.bundle).find(
            (output) => output.type === 'asset' && output.originalFileNames.some((name) => name.endsWith(file)),
          );
          if (!asset) throw new Error(`brand-fonts: ${file} is not in the build`);
          return `${base}${asset.fileName}`;
        });
        return hrefs.map((href) => ({
          tag: 'link',
          attrs: { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head-prepend' as const,
        }));
      },
    },
  };
}
