import type { Locales } from '@acq/locales/types';

/** The content pages: exactly the documents the footer links to. */
export const contentSlugs = ['imprint', 'privacy-policy', 'terms', 'jobs', 'sustainability'] as const;
export type ContentSlug = (typeof contentSlugs)[number];

export function isContentSlug(slug: string | undefined): slug is ContentSlug {
  return (contentSlugs as readonly (string | undefined)[]).includes(slug);
}

// One lazy chunk per document and language: a visitor fetches only the document they open.
const documents = import.meta.glob<string>('./documents/*/*.md', { query: '?raw', import: 'default' });

/** The markdown source of a content page in a language. */
export function loadContentDocument(locale: Locales, slug: ContentSlug): Promise<string> {
  const load = documents[`./documents/${locale}/${slug}.md`];
  if (!load) return Promise.reject(new Error(`No content document ${locale}/${slug}`));
  return load();
}
