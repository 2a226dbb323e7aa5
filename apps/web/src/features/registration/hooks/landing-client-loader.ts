import type { InvitationAnswer } from '../invitation';
import { noRegistrationPageData } from './registration-page-data';

/**
 * The landing page's data on a client-side navigation (a code sent by the code-entry form): the
 * server's loader, and if the server cannot be reached, the page again with the network message
 * for the code, so that the visitor can send it once more.
 */
export async function landingClientLoader<PageData>({
  url,
  serverLoader,
}: {
  url: URL;
  serverLoader: () => Promise<PageData>;
}) {
  try {
    return await serverLoader();
  } catch (error) {
    if (error instanceof Response || !(error instanceof TypeError)) throw error;
    const code = url.searchParams.get('rc');
    const invitation: InvitationAnswer | null =
      code === null ? null : { code, validityTimestamp: url.searchParams.get('validityTimestamp'), failure: 'network' };
    return { ...noRegistrationPageData, invitation };
  }
}
