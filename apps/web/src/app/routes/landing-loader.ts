import { data, type LoaderFunctionArgs } from 'react-router';

// Campaign slugs are lower-case words joined by hyphens; anything else is no landing page.
const validSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Route validation of the landing page's optional slug: a 404-style error when it fails. */
export function landingLoader({ params, request }: LoaderFunctionArgs) {
  if (params.slug !== undefined && (params.slug.length > 80 || !validSlug.test(params.slug))) {
    throw data({ path: new URL(request.url).pathname }, { status: 404 });
  }
  return null;
}
