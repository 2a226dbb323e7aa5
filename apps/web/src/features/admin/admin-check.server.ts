import { CurrentAdminDocument } from '@acq/graphql';
import { classifyRequestError, visitorMessageFor } from '@/lib/server/request-errors.server';
import { requestGraphql } from '@/lib/server/graphql.server';
import type { RouteArgs } from '@/lib/server/route-args.server';

/** Who the backend says is signed in behind the admin's token, asked while the page loads. */
export type AdminAnswer = { admin: { name: string } | null } | { failure: 'network' | 'generic' };

/** The loader of the admin pages: the signed-in admin, or why none (a refusal is no failure). */
export async function adminLoader(page: RouteArgs): Promise<{ admin: AdminAnswer }> {
  try {
    const { data } = await requestGraphql(page).query({
      query: CurrentAdminDocument,
      fetchPolicy: 'network-only',
    });
    return { admin: { admin: data?.currentAdmin ? { name: data.currentAdmin.name } : null } };
  } catch (error) {
    // A backend that answers with errors for a non-admin refuses too; no answer at all is a network problem.
    if (classifyRequestError(error) === 'graphql') return { admin: { admin: null } };
    return { admin: { failure: visitorMessageFor(error) } };
  }
}
