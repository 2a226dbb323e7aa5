import { RegistrationCodeDetailsDocument } from '@acq/graphql';
import { visitorMessageFor } from '@/lib/server/request-errors.server';
import { requestGraphql } from '@/lib/server/graphql.server';
import type { RouteArgs } from '@/lib/server/route-args.server';
import { codeFormSchema, codeRefusal } from './form/code-form-schema';
import type { InvitationAnswer } from './invitation';

/**
 * The backend's check of the invitation code in the address (`rc`, with the link's
 * `validityTimestamp`): a link's code, one the visitor typed into the code-entry form (a GET form
 * to the same page) or one kept from earlier in the tab. A failed request is an answer too: the
 * page shows its message and a retry asks again.
 */
export async function checkInvitation(page: RouteArgs): Promise<InvitationAnswer | null> {
  const { url } = page;
  const sent = url.searchParams.get('rc');
  if (sent === null) return null;
  const validityTimestamp = url.searchParams.get('validityTimestamp');
  // The code-entry form posted without scripts (GET): its own rules first.
  const checked = codeFormSchema.safeParse({ rc: sent });
  if (!checked.success) {
    return { code: sent, validityTimestamp, rejected: codeRefusal(checked.error) };
  }
  const code = checked.data.rc ?? sent; // the schema requires it: never empty here
  try {
    const { data } = await requestGraphql(page).query({
      query: RegistrationCodeDetailsDocument,
      variables: { registrationCode: code, validityTimestamp },
      fetchPolicy: 'network-only',
    });
    const details = data?.registrationCodeDetails;
    return details ? { code, validityTimestamp, details } : { code, validityTimestamp, failure: 'generic' };
  } catch (error) {
    return { code, validityTimestamp, failure: visitorMessageFor(error) };
  }
}
