import { i18nObject, loadedLocales } from '@acq/locales';
import { loadAllLocales } from '@acq/locales/sync';
import type { Locales } from '@acq/locales/types';
import { wordmarkPath, wordmarkViewBox } from '../src/components/brand/wordmark';

if (!loadedLocales.en) loadAllLocales();

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export interface StatusPageContent {
  status: number;
  heading: string;
  /** What the visitor can do about it, under the heading. */
  text?: string;
  /** Where to go from here: a path on this site. */
  link: { href: string; label: string };
}

/** Where the page's look comes from: the origin's files, or (the edge's own page) inline. */
export interface StatusPageHead {
  /** The document's title; the heading by default. */
  title?: string;
  icon?: string;
  /** The stylesheet itself, instead of a link to /acquisition/error/404.css. */
  inlineStyle?: string;
}

/**
 * A page answered without the app: the last-resort 404 page (static-not-found.ts), the
 * boundary's refusals (boundary/refusal-page.ts) and the caching edge's 503 page
 * (scripts/edge-pages.ts). It needs nothing of the app: no script, no route code, one small
 * stylesheet, the wordmark inline.
 */
export function statusPage(
  locale: Locales,
  { status, heading, text, link }: StatusPageContent,
  { title = heading, icon = '/favicon.svg', inlineStyle }: StatusPageHead = {},
): string {
  const LL = i18nObject(locale);
  const style =
    inlineStyle === undefined
      ? '<link rel="stylesheet" href="/acquisition/error/404.css" />'
      : `<style>${inlineStyle}</style>`;
  const explanation = text === undefined ? '' : `\n      <p class="explanation">${escapeHtml(text)}</p>`;
  return `<!doctype html>
<html lang="${locale}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(title)}</title>
    <link rel="icon" href="${escapeHtml(icon)}" type="image/svg+xml" />
    ${style}
  </head>
  <body>
    <header>
      <svg viewBox="${wordmarkViewBox}" role="img" aria-label="${escapeHtml(LL.app.name())}" focusable="false"><path fill="currentColor" d="${wordmarkPath}" /></svg>
    </header>
    <main>
      <p class="status" aria-hidden="true">${status}</p>
      <h1>${escapeHtml(heading)}</h1>${explanation}
      <p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>
    </main>
  </body>
</html>
`;
}
