import { EmailPendingCompletePage } from '@/features/registration/components/email-pending-complete-page';
import { pageMessages } from '@/lib/page-messages';

export const handle = pageMessages('registrationPages');

export default function EmailPendingCompleteRoute() {
  return <EmailPendingCompletePage />;
}
