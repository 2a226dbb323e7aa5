import type { Plugin } from 'vite';
import { wordmarkPath, wordmarkViewBox } from '../src/components/brand/wordmark.ts';

/**
 * The wordmark as a stylesheet rule (`import 'virtual:wordmark.css'`, class `wordmark`): a CSS mask
 * of the SVG drawing in wordmark.ts, filled with the text colour. The page's stylesheet is cached
 * and render-blocking, so the wordmark costs no JavaScript and no bytes of each page's HTML, and
 * never pops in. The Content-Security-Policy's img-src allows data: images, which covers masks.
 */
export const wordmarkCssModule = 'virtual:wordmark.css';
// A URL, not the usual `\0` id: React Router's dev server finds the page's stylesheets in the
// module graph by the URLs that modules import them by, and a `\0` module's (`/@id/__x00__…`) is
// not the URL the graph keeps it under, so its CSS would be missing from the server-rendered page.
const resolvedId = `/${wordmarkCssModule}`;

/** An SVG as a data: URL for a double-quoted CSS url(): only what a URL or CSS would misread is escaped. */
function svgDataUrl(svg: string) {
  const escaped = svg
    .replace(/"/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/[%#<>\\]/g, (character) => encodeURIComponent(character));
  return `data:image/svg+xml,${escaped}`;
}

export function wordmarkCss() {
  const [, , width, height] = wordmarkViewBox.split(' ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${wordmarkViewBox}"><path d="${wordmarkPath}"/></svg>`;
  // The drawing once, in a custom property: the build's CSS minifier adds the -webkit-mask that
  // browsers before Chrome 120 need, which would otherwise be a second copy of the whole data: URL.
  return `.wordmark {
  --wordmark-image: url("${svgDataUrl(svg)}");
  display: inline-block;
  aspect-ratio: ${width} / ${height};
  background-color: currentColor;
  mask: var(--wordmark-image) center / contain no-repeat;
  print-color-adjust: exact; /* printed, though printing leaves backgrounds out */
}

/* High-contrast themes replace background colours; the wordmark keeps the text's (a link's in a link). */
@media (forced-colors: active) {
  .wordmark {
    forced-color-adjust: none;
    background-color: CanvasText;
  }

  :any-link .wordmark {
    background-color: LinkText;
  }
}
`;
}

export function wordmarkStylesheet(): Plugin {
  return {
    name: 'acquisition-wordmark-css',
    enforce: 'pre',
    resolveId(id) {
      return id === wordmarkCssModule || id === resolvedId ? resolvedId : undefined;
    },
    // A query (the dev server's `?t=` after an edit, `?direct`, `?inline`) is Vite's CSS plugin's to read.
    load(id) {
      return id.split('?')[0] === resolvedId ? wordmarkCss() : undefined;
    },
  };
}
