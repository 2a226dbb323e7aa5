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

/**
 * A page the server answers on its own, without the app: the last-resort 404 page
 * (static-not-found.ts) and the boundary's refusals (boundary/refusal-page.ts). It needs nothing
 * of the app: no script, no route code, one small stylesheet, the wordmark inline.
 */
export function statusPage(locale: Locales, { status, heading, text, link }: StatusPageContent): string {
  const LL = i18nObject(locale);
  const title = escapeHtml(heading);
  const explanation = text === undefined ? '' : `\n      <p class="explanation">${escapeHtml(text)}</p>`;
  return `<!doctype html>
<html lang="${locale}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/acquisition/error/404.css" />
  </head>
  <body>
    <header>
      <svg viewBox="${wordmarkViewBox}" role="img" aria-label="${escapeHtml(LL.app.name())}" focusable="false"><path fill="currentColor" d="${wordmarkPath}" /></svg>
    </header>
    <main>
      <p class="status" aria-hidden="true">${status}</p>
      <h1>${title}</h1>${explanation}
      <p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>
    </main>
  </body>
</html>
`;
}
