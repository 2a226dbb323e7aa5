import { i18nObject } from '@acq/locales';
import type { Locales } from '@acq/locales/types';
import type { Request, Response } from 'express';
import { langOf } from '../src/lib/startup/lang-cookie';
import { acceptedLanguages, resolveLocale } from '../src/lib/startup/language';
import { localisedPath } from '../src/lib/startup/locale-path';
import { statusPage } from './status-page';

/**
 * The last-resort 404 page (docs/product.md §2: where the localised 404 page itself fails, the browser
 * comes here). It needs nothing of the app (status-page.tsx); in the visitor's language (the `lang`
 * cookie, else Accept-Language).
 */
export function staticNotFoundPage(locale: Locales): string {
  const LL = i18nObject(locale);
  return statusPage(locale, {
    status: 404,
    heading: LL.notFound.heading(),
    link: { href: localisedPath('/', locale), label: LL.notFound.backToStart() },
  });
}

export async function sendStaticNotFound(request: Request, response: Response): Promise<void> {
  const locale = resolveLocale({
    cookieLang: await langOf(request.get('cookie')),
    browserLanguages: acceptedLanguages(request.get('accept-language')),
  });
  response
    .status(404)
    .set({ 'cache-control': 'no-cache', 'content-language': locale, vary: 'Cookie, Accept-Language' })
    .type('html')
    .send(staticNotFoundPage(locale));
}
