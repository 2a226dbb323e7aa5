import { EmailPendingCompletePage } from '@/features/registration/components/email-pending-complete-page';

export default function EmailPendingCompleteRoute() {
  return <EmailPendingCompletePage />;
}
