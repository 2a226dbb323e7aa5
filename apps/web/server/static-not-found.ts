import { i18nObject, loadedLocales } from '@acq/locales';
import { loadAllLocales } from '@acq/locales/sync';
import type { Locales } from '@acq/locales/types';
import type { Request, Response } from 'express';
import { wordmarkPath, wordmarkViewBox } from '../src/components/brand/wordmark';
import { langOf } from '../src/lib/startup/lang-cookie';
import { resolveLocale } from '../src/lib/startup/language';
import { localisedPath } from '../src/lib/startup/locale-path';

if (!loadedLocales.en) loadAllLocales();

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The last-resort 404 page (docs/product.md §2: where the localised 404 page itself fails, the browser
 * comes here). It needs nothing of the app: no script, no route code, one small stylesheet, the
 * wordmark inline; in the visitor's language (the `lang` cookie, else Accept-Language).
 */
export function staticNotFoundPage(locale: Locales): string {
  const LL = i18nObject(locale);
  const heading = escapeHtml(LL.notFound.heading());
  return `<!doctype html>
<html lang="${locale}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${heading}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/acquisition/error/404.css" />
  </head>
  <body>
    <header>
      <svg viewBox="${wordmarkViewBox}" role="img" aria-label="${escapeHtml(LL.app.name())}" focusable="false"><path fill="currentColor" d="${wordmarkPath}" /></svg>
    </header>
    <main>
      <p class="status" aria-hidden="true">404</p>
      <h1>${heading}</h1>
      <p><a href="${localisedPath('/', locale)}">${escapeHtml(LL.notFound.backToStart())}</a></p>
    </main>
  </body>
</html>
`;
}

export async function sendStaticNotFound(request: Request, response: Response): Promise<void> {
  const locale = resolveLocale({
    cookieLang: await langOf(request.get('cookie')),
    browserLanguages: request.acceptsLanguages(),
  });
  response
    .status(404)
    .set({ 'cache-control': 'no-cache', 'content-language': locale, vary: 'Cookie, Accept-Language' })
    .type('html')
    .send(staticNotFoundPage(locale));
}
