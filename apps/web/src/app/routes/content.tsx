import { useI18nContext } from '@acq/locales/react';
import { baseLocale } from '@acq/locales';
import { data } from 'react-router';
import type { Route } from './+types/content';
import { isContentSlug, loadContentDocument, type ContentSlug } from '@/features/content/documents';
import { localeOfPath } from '@/lib/startup/locale-path';
import { MarkdownDocument } from '@/features/content/components/markdown-document';

/** A content page's document in the language of the path; an unknown slug is a 404 (docs/product.md §2). */
export async function loader({ params, url }: Route.LoaderArgs) {
  const { pathname } = url;
  const { slug } = params;
  if (!isContentSlug(slug)) throw data({ path: pathname }, { status: 404 });
  const source = await loadContentDocument(localeOfPath(pathname) ?? baseLocale, slug);
  return { slug, source };
}

// Each document's title is its footer link's text.
const titleKeys = {
  imprint: 'imprint',
  'privacy-policy': 'privacyPolicy',
  terms: 'terms',
  jobs: 'jobs',
  sustainability: 'sustainability',
} as const satisfies Record<ContentSlug, string>;

/** A content page, rendered from its markdown document (the document brings its own h1). */
export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { LL } = useI18nContext();
  const { slug, source } = loaderData;
  return (
    <>
      <title>{`${LL.footer[titleKeys[slug]]()} | ${LL.app.name()}`}</title>
      <MarkdownDocument source={source} />
    </>
  );
}
