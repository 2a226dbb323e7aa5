import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import arial from '@capsizecss/metrics/arial';
import bodoniModa from '@capsizecss/metrics/bodoniModa';
import georgia from '@capsizecss/metrics/georgia';
import helveticaNeue from '@capsizecss/metrics/helveticaNeue';
import manrope from '@capsizecss/metrics/manrope';
import notoSerif from '@capsizecss/metrics/notoSerif';
import roboto from '@capsizecss/metrics/roboto';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * The brand's two faces, self-hosted from their @fontsource packages: subset to the characters of
 * the seven languages, with metric-matched fallback faces so that the swap moves nothing, and
 * preloaded from index.html (which stays the page template when the server renders).
 *
 * The subsets and their CSS are generated into src/app/styles/generated/ (not committed); the
 * build hashes the font files like any other asset.
 */

// Basic Latin, Latin-1 (de, fr, it, nl, sv: ä ö ü ß å é è ê ë à â î ï ô ù ç ñ « »), œ, typographic
// punctuation and the euro sign: every language's text but Polish letters.
const latin = 'U+0020-007E,U+00A0-00FF,U+0152-0153,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+20AC,U+2122';
// Polish: Ą ą Ć ć Ę ę Ł ł Ń ń Ś ś Ź ź Ż ż. Loaded only where such a letter is on the page.
const polish = 'U+0104-0107,U+0118-0119,U+0141-0144,U+015A-015B,U+0179-017C';

interface Metrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

interface Face {
  family: string;
  metrics: Metrics;
  weight: string;
  files: { latin: string; latinExt: string };
  /** Local fonts tried in turn as the fallback, each with its own size and line metrics. */
  fallbacks: readonly FallbackFont[];
  /** Preloaded: the text face is above the fold on every page, the display face in every h1. */
  preload: boolean;
}

interface FallbackFont {
  local: readonly string[];
  metrics: Metrics;
}

// DejaVu is what a Linux desktop without Microsoft's fonts has (and what CI's Chromium renders
// with); the metrics package lacks it, so these were read from DejaVu 2.37 with @capsizecss/unpack.
const dejaVuSans = { ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1041 };
const dejaVuSerif = { ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1058 };

const faces: readonly Face[] = [
  {
    family: 'Bodoni Moda',
    metrics: bodoniModa,
    weight: '400 900',
    files: {
      latin: '@fontsource-variable/bodoni-moda/files/bodoni-moda-latin-wght-normal.woff2',
      latinExt: '@fontsource-variable/bodoni-moda/files/bodoni-moda-latin-ext-wght-normal.woff2',
    },
    fallbacks: [
      { local: ['Georgia'], metrics: georgia },
      { local: ['Times New Roman', 'TimesNewRomanPSMT'], metrics: timesNewRoman },
      { local: ['Noto Serif', 'NotoSerif-Regular'], metrics: notoSerif },
      { local: ['DejaVu Serif', 'DejaVuSerif'], metrics: dejaVuSerif },
    ],
    preload: true,
  },
  {
    family: 'Manrope',
    metrics: manrope,
    weight: '200 800',
    files: {
      latin: '@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2',
      latinExt: '@fontsource-variable/manrope/files/manrope-latin-ext-wght-normal.woff2',
    },
    fallbacks: [
      { local: ['Arial', 'ArialMT'], metrics: arial },
      { local: ['Helvetica Neue', 'HelveticaNeue'], metrics: helveticaNeue },
      { local: ['Roboto', 'Roboto-Regular'], metrics: roboto },
      { local: ['DejaVu Sans', 'DejaVuSans'], metrics: dejaVuSans },
    ],
    preload: true,
  },
];

const slug = (family: string) => family.toLowerCase().replace(/\s+/g, '-');
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The name every fallback family of a face has in the font stacks of tokens.css. */
export const fallbackFamily = (family: string, index: number) => `${family} Fallback${index ? ` ${index + 1}` : ''}`;

function fallbackFaces(face: Face) {
  const primary = face.metrics;
  return face.fallbacks.map(({ local, metrics: fallback }, index) => {
    // Scale the fallback so its average character is as wide as the brand face's, then set the
    // line box to the brand face's: lines break at the same words and are equally tall.
    const sizeAdjust = primary.xWidthAvg / primary.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
    return `@font-face {
  font-family: '${fallbackFamily(face.family, index)}';
  src: ${local.map((name) => `local('${name}')`).join(', ')};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(primary.ascent / primary.unitsPerEm / sizeAdjust)};
  descent-override: ${percent(Math.abs(primary.descent) / primary.unitsPerEm / sizeAdjust)};
  line-gap-override: ${percent(primary.lineGap / primary.unitsPerEm / sizeAdjust)};
}`;
  });
}

function codePoints(ranges: string) {
  return ranges.split(',').flatMap((range) => {
    const [start = '', end = start] = range.replace(/U\+/g, '').split('-');
    const from = parseInt(start, 16);
    return Array.from({ length: parseInt(end, 16) - from + 1 }, (_, offset) => String.fromCodePoint(from + offset));
  });
}

export const generatedFontFile = (face: string, subset: 'latin' | 'polish') => `${slug(face)}-${subset}.woff2`;

async function generate(outDir: string) {
  const require = createRequire(import.meta.url);
  const sources = new Map<string, Buffer>();
  for (const face of faces)
    for (const source of [face.files.latin, face.files.latinExt])
      sources.set(source, await readFile(require.resolve(source)));
  // Subsetting takes a second, on every start, build and test run: it is done again only when a
  // source font, a face's settings, a range or this file changes.
  const stampFile = path.join(outDir, '.sources.sha256');
  const stamp = createHash('sha256')
    .update(JSON.stringify({ faces, latin, polish }))
    .update(await readFile(new URL(import.meta.url)))
    .update(Buffer.concat([...sources.values()]))
    .digest('hex');
  if ((await readFile(stampFile, 'utf8').catch(() => '')) === stamp) return;
  await mkdir(outDir, { recursive: true });
  const css: string[] = [
    '/* Generated by build/brand-fonts.ts: the brand faces, subset, and their metric-matched fallbacks. */',
  ];
  for (const face of faces) {
    for (const [subset, source, ranges] of [
      ['latin', face.files.latin, latin],
      ['polish', face.files.latinExt, polish],
    ] as const) {
      const subsetted = await subsetFont(sources.get(source)!, codePoints(ranges).join(''), { targetFormat: 'woff2' });
      await writeFile(path.join(outDir, generatedFontFile(face.family, subset)), subsetted);
      css.push(`@font-face {
  font-family: '${face.family}';
  font-style: normal;
  font-weight: ${face.weight};
  font-display: swap;
  src: url('./${generatedFontFile(face.family, subset)}') format('woff2');
  unicode-range: ${ranges};
}`);
    }
    css.push(...fallbackFaces(face));
  }
  await writeFile(path.join(outDir, 'fonts.css'), `${css.join('\n\n')}\n`);
  await writeFile(stampFile, stamp);
}

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
