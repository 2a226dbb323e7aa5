import { baseLocale } from '@acq/locales';
import { data, type LoaderFunctionArgs } from 'react-router';
import { localeOfPath } from '@/lib/startup/locale-path';
import { isContentSlug, loadContentDocument } from '@/features/content/documents';

/** A content page's document in the language of the path; an unknown slug is a 404 (SPEC.md §2). */
export async function contentLoader({ params, request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const { slug } = params;
  if (!isContentSlug(slug)) throw data({ path: pathname }, { status: 404 });
  const source = await loadContentDocument(localeOfPath(pathname) ?? baseLocale, slug);
  return { slug, source };
}
