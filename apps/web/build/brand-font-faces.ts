// The brand's two faces: their @fontsource files, the characters kept, and the local fonts that
// stand in for them until they load, each with the metrics that size it to the brand face.
import arial from '@capsizecss/metrics/arial';
import bodoniModa from '@capsizecss/metrics/bodoniModa';
import georgia from '@capsizecss/metrics/georgia';
import helveticaNeue from '@capsizecss/metrics/helveticaNeue';
import manrope from '@capsizecss/metrics/manrope';
import notoSerif from '@capsizecss/metrics/notoSerif';
import roboto from '@capsizecss/metrics/roboto';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';

// Basic Latin, Latin-1 (de, fr, it, nl, sv: ä ö ü ß å é è ê ë à â î ï ô ù ç ñ « »), œ, typographic
// punctuation and the euro sign: every language's text but Polish letters.
export const latin =
  'U+0020-007E,U+00A0-00FF,U+0152-0153,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+20AC,U+2122';
// Polish: Ą ą Ć ć Ę ę Ł ł Ń ń Ś ś Ź ź Ż ż. Loaded only where such a letter is on the page.
export const polish = 'U+0104-0107,U+0118-0119,U+0141-0144,U+015A-015B,U+0179-017C';

interface Metrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

export interface Face {
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

export const faces: readonly Face[] = [
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
