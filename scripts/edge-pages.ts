// The caching edge's own page for when no origin answers (edge/unavailable.conf): a 503 page per
// language, written into the edge's directory when it starts (scripts/edge.mjs runs this with tsx).
// Its texts are the translations' (locales/<lang>/edge/, a namespace the app never loads, and the
// product's generic error message), its look the last-resort 404 page's
// (apps/web/server/static-not-found.ts and its stylesheet): the wordmark, the colours and the brand
// faces, all inline, subset to the characters the pages use, so the page asks nothing of anyone.
//
//   node --import tsx scripts/edge-pages.ts <edge directory>
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { faces, latin, polish } from '../apps/web/build/brand-font-faces.ts';
import { refusalPage } from '../apps/web/server/boundary/refusal-page.ts';
import { statusPage } from '../apps/web/server/status-page.tsx';
import type { Locales } from '../locales/i18n-types.ts';
import { i18nObject, loadedLocales, locales } from '../locales/i18n-util.ts';
import { loadAllLocales } from '../locales/i18n-util.sync.ts';

const web = fileURLToPath(new URL('../apps/web/', import.meta.url));
// The fonts and the subsetter are the web app's (its build makes the app's subsets with them).
const fromWeb = createRequire(path.join(web, 'package.json'));

if (!loadedLocales.en) loadAllLocales();

export interface PageTexts {
  name: string;
  heading: string;
  message: string;
  retry: string;
}

export function pageTexts(locale: Locales): PageTexts {
  const LL = i18nObject(locale);
  return {
    name: LL.app.name(),
    heading: LL.edge.unavailable.heading(),
    message: LL.errors.generic(),
    retry: LL.edge.unavailable.retry(),
  };
}

/** The texts of the origin's page for a body over the limit. */
function tooLargeTexts(locale: Locales) {
  const LL = i18nObject(locale);
  return [LL.boundary.tooLarge.heading(), LL.boundary.tooLarge.text(), LL.boundary.backToForm()];
}

/** The brand faces as data: URLs, each cut to `characters` and to the weights the page uses. */
async function fontFaces(characters: string): Promise<string> {
  const { default: subsetFont } = await import(pathToFileURL(fromWeb.resolve('subset-font')).href);
  const rules: string[] = [];
  for (const face of faces) {
    // The display face sets the heading (400), the text face the rest (400 to 600).
    const [min, max] = face.family === 'Manrope' ? [400, 600] : [400, 400];
    for (const [file, ranges] of [
      [face.files.latin, latin],
      [face.files.latinExt, polish],
    ] as const) {
      const font: Buffer = await subsetFont(readFileSync(fromWeb.resolve(file)), characters, {
        targetFormat: 'woff2',
        variationAxes: { wght: min === max ? min : { min, max } },
      });
      rules.push(
        `@font-face{font-family:'${face.family}';font-weight:${min} ${max};font-display:block;` +
          `src:url(data:font/woff2;base64,${font.toString('base64')}) format('woff2');unicode-range:${ranges}}`,
      );
    }
  }
  return rules.join('\n');
}

/** The 404 page's stylesheet after the faces, the message under the heading set a little apart. */
function stylesheet(fonts: string): string {
  const css = readFileSync(path.join(web, 'public/acquisition/error/404.css'), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .trim();
  return `${fonts}\n${css}\n.explanation { margin: 0 0 2rem; max-width: 38ch; color: #675d53; }\n`;
}

/** The monogram, the app's favicon, as a data: URL (a favicon request would be one to the origins). */
function favicon(): string {
  const svg = readFileSync(path.join(web, 'src/assets/brand/monogram.svg'), 'utf8').trim();
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function unavailablePage(locale: Locales, style: string, icon: string): string {
  const text = pageTexts(locale);
  return statusPage(
    locale,
    { status: 503, heading: text.heading, text: text.message, link: { href: '', label: text.retry } },
    { title: `${text.heading} | ${text.name}`, icon, inlineStyle: style },
  );
}

/**
 * The origin's page for a body over the limit (apps/web/server/boundary/refusal-page.ts), for the
 * bodies the edge refuses before any origin sees them (nginx.conf.template's 413): the same texts,
 * its link back to the refused address, the 503 page's inline look.
 */
export const tooLargePage = (locale: Locales, style: string, icon: string) =>
  refusalPage(locale, 413, 'tooLarge', '', { inlineStyle: style, icon });

/**
 * Writes `unavailable/<locale>.html` and `too-large/<locale>.html` for every locale into `dir`,
 * and `unavailable-headers.conf`: the policy that lets the pages have their own style, fonts and
 * icon and nothing else.
 */
export async function writeEdgePages(dir: string): Promise<{ files: string[]; policy: string }> {
  // The glyphs of every page's text; the link is set in capitals (text-transform), so theirs too.
  const texts = locales.flatMap((locale) => [
    ...Object.values(pageTexts(locale)),
    ...Object.values(tooLargeTexts(locale)),
  ]);
  const text = texts.join('') + '503413';
  const characters = [...new Set(text + text.toUpperCase())].sort().join('');
  const style = stylesheet(await fontFaces(characters));
  const icon = favicon();
  const pages = { unavailable: unavailablePage, 'too-large': tooLargePage };
  const files = Object.entries(pages).flatMap(([folder, page]) => {
    mkdirSync(path.join(dir, folder), { recursive: true });
    return locales.map((locale) => {
      const file = path.join(dir, folder, `${locale}.html`);
      writeFileSync(file, page(locale, style, icon));
      return file;
    });
  });
  const styleHash = createHash('sha256').update(style).digest('base64');
  const policy = [
    "default-src 'none'",
    `style-src 'sha256-${styleHash}'`,
    'font-src data:',
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  writeFileSync(
    path.join(dir, 'unavailable-headers.conf'),
    `# Written by scripts/edge-pages.ts with the pages beside it.\nadd_header Content-Security-Policy "${policy}" always;\n`,
  );
  return { files, policy };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: node --import tsx scripts/edge-pages.ts <edge directory>');
  await writeEdgePages(dir);
}
