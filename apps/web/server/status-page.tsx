import { i18nObject, loadedLocales } from '@acq/locales';
import { loadAllLocales } from '@acq/locales/sync';
import type { Locales } from '@acq/locales/types';
import { renderToStaticMarkup } from 'react-dom/server';
import { wordmarkPath, wordmarkViewBox } from '../src/components/brand/wordmark';

if (!loadedLocales.en) loadAllLocales();

interface StatusPageContent {
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
 * stylesheet, the wordmark inline. React renders it, as it does the app's pages, and escapes
 * what it is given.
 */
export function statusPage(locale: Locales, content: StatusPageContent, head: StatusPageHead = {}): string {
  return `<!doctype html>\n${renderToStaticMarkup(<StatusDocument locale={locale} content={content} head={head} />)}\n`;
}

function StatusDocument({
  locale,
  content: { status, heading, text, link },
  head: { title = heading, icon = '/favicon.svg', inlineStyle },
}: {
  locale: Locales;
  content: StatusPageContent;
  head: StatusPageHead;
}) {
  const LL = i18nObject(locale);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <link rel="icon" href={icon} type="image/svg+xml" />
        {inlineStyle === undefined ? (
          <link rel="stylesheet" href="/acquisition/error/404.css" />
        ) : (
          <style dangerouslySetInnerHTML={{ __html: inlineStyle }} />
        )}
      </head>
      <body>
        <header>
          <svg viewBox={wordmarkViewBox} role="img" aria-label={LL.app.name()} focusable="false">
            <path fill="currentColor" d={wordmarkPath} />
          </svg>
        </header>
        <main>
          <p className="status" aria-hidden="true">
            {status}
          </p>
          <h1>{heading}</h1>
          {text === undefined ? null : <p className="explanation">{text}</p>}
          <p>
            <a href={link.href}>{link.label}</a>
          </p>
        </main>
      </body>
    </html>
  );
}
