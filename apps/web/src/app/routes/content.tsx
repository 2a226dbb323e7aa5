import { useI18nContext } from '@acq/locales/react';
import { useLoaderData } from 'react-router';
import { MarkdownDocument } from '@/features/content/components/markdown-document';
import type { ContentSlug } from '@/features/content/documents';
import type { contentLoader } from './content-loader';

// Each document's title is its footer link's text.
const titleKeys = {
  imprint: 'imprint',
  'privacy-policy': 'privacyPolicy',
  terms: 'terms',
  jobs: 'jobs',
  sustainability: 'sustainability',
} as const satisfies Record<ContentSlug, string>;

/** A content page, rendered from its markdown document (the document brings its own h1). */
export default function ContentPage() {
  const { LL } = useI18nContext();
  const { slug, source } = useLoaderData<typeof contentLoader>();
  return (
    <>
      <title>{`${LL.footer[titleKeys[slug]]()} | ${LL.app.name()}`}</title>
      <MarkdownDocument source={source} />
    </>
  );
}
