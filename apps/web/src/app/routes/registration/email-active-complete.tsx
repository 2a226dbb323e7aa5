import { EmailActiveCompletePage } from '@/features/registration/components/email-active-complete-page';
import { pageMessages } from '@/lib/page-messages';

export const handle = pageMessages('registrationPages');

export default function EmailActiveCompleteRoute() {
  return <EmailActiveCompletePage />;
}
