import { EmailPendingCompletePage } from '@/features/registration/components/email-pending-complete-page';
import { pageMessages } from '@/lib/page-messages';

/** The texts of the page beside every page's (lib/page-messages.ts). */
export const handle = pageMessages('registrationPages');

export default function EmailPendingCompleteRoute() {
  return <EmailPendingCompletePage />;
}
