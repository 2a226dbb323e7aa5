import { EmailPendingCompletePage } from '@/features/registration/pages/email-pending-complete';

export default EmailPendingCompletePage;
