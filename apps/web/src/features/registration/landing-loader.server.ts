import { data, type Params } from 'react-router';
import type { RouteArgs } from '@/lib/server/route-args.server';
import { keptTokens } from '@/lib/startup/kept-token';
import { keepTokens } from '@/lib/startup/token-page-loader.server';
import { checkInvitation } from './invitation-check.server';
import { checkApproval } from './waiting-list-approval.server';

// Campaign slugs are lower-case words joined by hyphens; anything else is no landing page.
const validSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The landing page's loader: route validation of its optional slug (a 404-style error when it
 * fails), the tokens a link may bring (a waiting-list approval and a lean registration's e-mail
 * token, kept for the session and taken out of the address as the token pages do), and the
 * backend's word on the invitation code and the approval.
 */
export async function landingLoader(page: RouteArgs & { params: Params }) {
  const { params, url } = page;
  if (params.slug !== undefined && (params.slug.length > 80 || !validSlug.test(params.slug))) {
    throw data({ path: url.pathname }, { status: 404 });
  }
  const kept = await keepTokens(page, [keptTokens.waitingListApproval, keptTokens.leanEmail]);
  if (kept instanceof Response) return kept;
  const tokens = {
    approvalToken: kept.get(keptTokens.waitingListApproval) ?? null,
    emailToken: kept.get(keptTokens.leanEmail) ?? null,
  };
  const [invitation, approval] = await Promise.all([checkInvitation(page), checkApproval(page, tokens.approvalToken)]);
  return { tokens, invitation, approval };
}
