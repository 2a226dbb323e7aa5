import { data, type LoaderFunctionArgs } from 'react-router';
import type { LandingTokens } from '@/features/registration/hooks/use-landing-tokens';
import { keptTokens } from '@/lib/startup/kept-token';
import { keepTokens } from './token-page-loader';

// Campaign slugs are lower-case words joined by hyphens; anything else is no landing page.
const validSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Route validation of the landing page's optional slug (a 404-style error when it fails), and the
 * tokens a link may bring: a waiting-list approval and a lean registration's e-mail token, kept
 * for the session and taken out of the address as the token pages do.
 */
export function landingLoader({ params, request }: LoaderFunctionArgs): Response | LandingTokens {
  if (params.slug !== undefined && (params.slug.length > 80 || !validSlug.test(params.slug))) {
    throw data({ path: new URL(request.url).pathname }, { status: 404 });
  }
  const kept = keepTokens(request, [keptTokens.waitingListApproval, keptTokens.leanEmail]);
  if (kept instanceof Response) return kept;
  return {
    approvalToken: kept.get(keptTokens.waitingListApproval) ?? null,
    emailToken: kept.get(keptTokens.leanEmail) ?? null,
  };
}
