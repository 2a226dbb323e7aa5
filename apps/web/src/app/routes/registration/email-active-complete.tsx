import { EmailActiveCompletePage } from '@/features/registration/components/email-active-complete-page';

export default function EmailActiveCompleteRoute() {
  return <EmailActiveCompletePage />;
}
